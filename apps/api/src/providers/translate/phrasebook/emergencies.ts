import { type PhraseCategory, phrases } from './languages';

export const emergencies: PhraseCategory = {
  category: 'emergencies',
  // biome-ignore format: one phrase per line, in the order en, vi, fr, es, de, it, ja, ko, zh, th, ar
  phrases: phrases([
    ['Help!', 'Cứu tôi với!', 'Au secours !', '¡Socorro!', 'Hilfe!', 'Aiuto!', '助けて！', '도와주세요!', '救命！', 'ช่วยด้วย', 'النجدة!'],
    ['Call an ambulance!', 'Gọi xe cứu thương!', 'Appelez une ambulance !', '¡Llame a una ambulancia!', 'Rufen Sie einen Krankenwagen!', "Chiamate un'ambulanza!", '救急車を呼んでください！', '구급차를 불러 주세요!', '叫救护车！', 'เรียกรถพยาบาล', 'اتصل بالإسعاف!'],
    ['Call the police!', 'Gọi cảnh sát!', 'Appelez la police !', '¡Llame a la policía!', 'Rufen Sie die Polizei!', 'Chiamate la polizia!', '警察を呼んでください！', '경찰을 불러 주세요!', '叫警察！', 'เรียกตำรวจ', 'اتصل بالشرطة!'],
    ['Fire!', 'Cháy!', 'Au feu !', '¡Fuego!', 'Feuer!', 'Al fuoco!', '火事だ！', '불이야!', '着火了！', 'ไฟไหม้', 'حريق!'],
    ['Stop, thief!', 'Bắt lấy tên trộm!', 'Au voleur !', '¡Al ladrón!', 'Haltet den Dieb!', 'Al ladro!', '泥棒！', '도둑이야!', '抓小偷！', 'ขโมย', 'أمسكوا اللص!'],
    ['It is an emergency', 'Đây là trường hợp khẩn cấp', "C'est une urgence", 'Es una emergencia', 'Es ist ein Notfall', "È un'emergenza", '緊急です', '응급 상황이에요', '这是紧急情况', 'นี่เป็นเหตุฉุกเฉิน', 'هذه حالة طارئة'],
    ['There has been an accident', 'Có tai nạn xảy ra', 'Il y a eu un accident', 'Ha habido un accidente', 'Es gab einen Unfall', "C'è stato un incidente", '事故がありました', '사고가 났어요', '发生了事故', 'เกิดอุบัติเหตุ', 'وقع حادث'],
    ['Someone is hurt', 'Có người bị thương', "Quelqu'un est blessé", 'Hay un herido', 'Jemand ist verletzt', "C'è un ferito", 'けが人がいます', '다친 사람이 있어요', '有人受伤了', 'มีคนบาดเจ็บ', 'هناك شخص مصاب'],
    ['I have been robbed', 'Tôi bị cướp', "On m'a volé", 'Me han robado', 'Ich wurde bestohlen', 'Sono stato derubato', '盗まれました', '도둑맞았어요', '我被抢了', 'ฉันถูกปล้น', 'لقد تعرضت للسرقة'],
    ['I lost my passport', 'Tôi bị mất hộ chiếu', "J'ai perdu mon passeport", 'He perdido mi pasaporte', 'Ich habe meinen Pass verloren', 'Ho perso il passaporto', 'パスポートをなくしました', '여권을 잃어버렸어요', '我的护照丢了', 'ฉันทำหนังสือเดินทางหาย', 'فقدت جواز سفري'],
    ['I lost my phone', 'Tôi bị mất điện thoại', "J'ai perdu mon téléphone", 'He perdido mi teléfono', 'Ich habe mein Handy verloren', 'Ho perso il telefono', '携帯電話をなくしました', '휴대폰을 잃어버렸어요', '我的手机丢了', 'ฉันทำโทรศัพท์หาย', 'فقدت هاتفي'],
    ['My wallet was stolen', 'Ví của tôi bị lấy cắp', 'On m’a volé mon portefeuille', 'Me robaron la cartera', 'Meine Geldbörse wurde gestohlen', 'Mi hanno rubato il portafoglio', '財布を盗まれました', '지갑을 도둑맞았어요', '我的钱包被偷了', 'กระเป๋าสตางค์ของฉันถูกขโมย', 'سُرقت محفظتي'],
    ['Where is the police station?', 'Đồn cảnh sát ở đâu?', 'Où est le commissariat ?', '¿Dónde está la comisaría?', 'Wo ist die Polizeiwache?', "Dov'è la stazione di polizia?", '警察署はどこですか？', '경찰서가 어디예요?', '警察局在哪里？', 'สถานีตำรวจอยู่ที่ไหน', 'أين مركز الشرطة؟'],
    ['Where is my embassy?', 'Đại sứ quán của tôi ở đâu?', 'Où est mon ambassade ?', '¿Dónde está mi embajada?', 'Wo ist meine Botschaft?', "Dov'è la mia ambasciata?", '私の国の大使館はどこですか？', '우리 대사관이 어디예요?', '我的大使馆在哪里？', 'สถานทูตของฉันอยู่ที่ไหน', 'أين سفارة بلدي؟'],
    ['I need to call my embassy', 'Tôi cần gọi cho đại sứ quán', 'Je dois appeler mon ambassade', 'Necesito llamar a mi embajada', 'Ich muss meine Botschaft anrufen', 'Devo chiamare la mia ambasciata', '大使館に電話する必要があります', '대사관에 전화해야 해요', '我需要给大使馆打电话', 'ฉันต้องโทรหาสถานทูต', 'أحتاج إلى الاتصال بسفارة بلدي'],
    ['Leave me alone!', 'Để tôi yên!', 'Laissez-moi tranquille !', '¡Déjeme en paz!', 'Lassen Sie mich in Ruhe!', 'Mi lasci in pace!', 'ほっといてください！', '저리 가세요!', '别烦我！', 'อย่ายุ่งกับฉัน', 'اتركني وشأني!'],
    ['I need help', 'Tôi cần giúp đỡ', "J'ai besoin d'aide", 'Necesito ayuda', 'Ich brauche Hilfe', 'Ho bisogno di aiuto', '助けが必要です', '도움이 필요해요', '我需要帮助', 'ฉันต้องการความช่วยเหลือ', 'أحتاج إلى المساعدة'],
    ['Can I use your phone?', 'Tôi có thể dùng điện thoại của bạn không?', 'Puis-je utiliser votre téléphone ?', '¿Puedo usar su teléfono?', 'Kann ich Ihr Telefon benutzen?', 'Posso usare il suo telefono?', '電話を借りてもいいですか？', '전화 좀 써도 될까요?', '我可以用你的电话吗？', 'ขอใช้โทรศัพท์หน่อยได้ไหม', 'هل يمكنني استخدام هاتفك؟'],
    ['My child is missing', 'Con tôi bị lạc', 'Mon enfant a disparu', 'Mi hijo ha desaparecido', 'Mein Kind ist verschwunden', 'Mio figlio è scomparso', '子どもがいなくなりました', '아이를 잃어버렸어요', '我的孩子不见了', 'ลูกของฉันหายไป', 'طفلي مفقود'],
    ['Please hurry', 'Làm ơn nhanh lên', 'Dépêchez-vous, s’il vous plaît', 'Dese prisa, por favor', 'Bitte beeilen Sie sich', 'Si sbrighi, per favore', '急いでください', '서둘러 주세요', '请快点', 'กรุณารีบหน่อย', 'أسرع من فضلك'],
    ['Is there a doctor here?', 'Ở đây có bác sĩ không?', 'Y a-t-il un médecin ici ?', '¿Hay algún médico aquí?', 'Ist hier ein Arzt?', "C'è un medico qui?", 'お医者さんはいますか？', '여기 의사 있어요?', '这里有医生吗？', 'ที่นี่มีหมอไหม', 'هل يوجد طبيب هنا؟'],
    ['I need to report a theft', 'Tôi cần trình báo một vụ trộm', 'Je dois signaler un vol', 'Necesito denunciar un robo', 'Ich möchte einen Diebstahl melden', 'Devo denunciare un furto', '盗難を届け出たいです', '도난 신고를 해야 해요', '我要报案，东西被偷了', 'ฉันต้องแจ้งความเรื่องของหาย', 'أريد الإبلاغ عن سرقة'],
    ['Where is the emergency exit?', 'Lối thoát hiểm ở đâu?', 'Où est la sortie de secours ?', '¿Dónde está la salida de emergencia?', 'Wo ist der Notausgang?', "Dov'è l'uscita di emergenza?", '非常口はどこですか？', '비상구가 어디예요?', '紧急出口在哪里？', 'ทางออกฉุกเฉินอยู่ที่ไหน', 'أين مخرج الطوارئ؟'],
    ['I am in danger', 'Tôi đang gặp nguy hiểm', 'Je suis en danger', 'Estoy en peligro', 'Ich bin in Gefahr', 'Sono in pericolo', '危険な状況です', '위험해요', '我有危险', 'ฉันตกอยู่ในอันตราย', 'أنا في خطر'],
    ['Please call this number', 'Làm ơn gọi số này', 'Appelez ce numéro, s’il vous plaît', 'Llame a este número, por favor', 'Bitte rufen Sie diese Nummer an', 'Chiami questo numero, per favore', 'この番号に電話してください', '이 번호로 전화해 주세요', '请拨打这个号码', 'กรุณาโทรเบอร์นี้', 'اتصل بهذا الرقم من فضلك'],
  ]),
};
