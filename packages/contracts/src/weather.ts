import { z } from 'zod';

/** Coordinates from a query string: "" and "abc" are a 400, not 0. */
const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .transform(Number)
    .pipe(
      z
        .number({ error: `${name} must be a number` })
        .min(-limit, { error: `${name} must be between -${limit} and ${limit}` })
        .max(limit, { error: `${name} must be between -${limit} and ${limit}` }),
    );

export const CoordinatesQuerySchema = z.object({
  lat: coordinate('lat', 90).describe('Latitude in degrees, -90 to 90'),
  lon: coordinate('lon', 180).describe('Longitude in degrees, -180 to 180'),
});
export type CoordinatesQuery = z.input<typeof CoordinatesQuerySchema>;

/** OpenWeatherMap's condition: icon codes such as 01d (clear), 10n (rain), 50d (mist). */
export const WeatherConditionSchema = z.object({
  id: z.number().int().describe('OpenWeatherMap condition id (2xx thunderstorm … 8xx clouds)'),
  main: z.string().describe('Group, e.g. Rain'),
  description: z.string().describe('e.g. light rain'),
  icon: z.string().describe('OpenWeatherMap icon code, e.g. 10d'),
});

export const WeatherMainSchema = z.object({
  temp: z.number().describe('°C'),
  feels_like: z.number().describe('°C'),
  temp_min: z.number().describe('°C'),
  temp_max: z.number().describe('°C'),
  pressure: z.number().describe('hPa'),
  humidity: z.number().describe('%'),
});

const WindSchema = z.object({
  speed: z.number().describe('m/s'),
  deg: z.number().describe('Direction in degrees'),
});
const CloudsSchema = z.object({ all: z.number().describe('Cloud cover in %') });

export const CurrentWeatherSchema = z.object({
  coord: z.object({ lat: z.number(), lon: z.number() }),
  weather: z.array(WeatherConditionSchema),
  main: WeatherMainSchema,
  wind: WindSchema,
  clouds: CloudsSchema,
  dt: z.number().int().describe('Observation time, Unix seconds'),
  timezone: z.number().int().describe('Offset from UTC in seconds'),
  name: z.string().describe('Place name the weather service gives (may be empty)'),
  cod: z.union([z.number(), z.string()]).describe('200 when found; 404 when not'),
});
export type CurrentWeather = z.infer<typeof CurrentWeatherSchema>;

export const ForecastEntrySchema = z.object({
  dt: z.number().int().describe('Unix seconds'),
  dt_txt: z.string().describe('UTC time, "YYYY-MM-DD HH:mm:ss"'),
  main: WeatherMainSchema,
  weather: z.array(WeatherConditionSchema),
  wind: WindSchema,
  clouds: CloudsSchema,
  pop: z.number().describe('Probability of precipitation, 0 to 1'),
});
export type ForecastEntry = z.infer<typeof ForecastEntrySchema>;

export const ForecastSchema = z.object({
  cod: z.union([z.number(), z.string()]),
  cnt: z.number().int(),
  list: z.array(ForecastEntrySchema).describe('3-hourly entries for 5 days (40)'),
  city: z.object({
    name: z.string(),
    country: z.string(),
    timezone: z.number().int().describe('Offset from UTC in seconds'),
    sunrise: z.number().int(),
    sunset: z.number().int(),
  }),
});
export type Forecast = z.infer<typeof ForecastSchema>;

export const WeatherResponseSchema = z.object({
  data: z.object({
    current: CurrentWeatherSchema,
    forecast: ForecastSchema,
    provider: z.enum(['sample', 'openweathermap']),
    sample: z
      .boolean()
      .describe('True when no weather service is configured and these are made-up sample figures'),
    message: z.string().optional().describe('Says plainly that the data is a sample, when it is'),
  }),
});
export type WeatherResponse = z.infer<typeof WeatherResponseSchema>;
