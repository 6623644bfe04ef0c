/** The itinerary planner's public entry: the /itinery route (issue 24). */
export { plannerRoute } from './planner-route';
