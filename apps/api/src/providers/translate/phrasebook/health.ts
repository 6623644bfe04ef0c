import { type PhraseCategory, phrases } from './languages';

export const health: PhraseCategory = {
  category: 'health',
  // biome-ignore format: one phrase per line, in the order en, vi, fr, es, de, it, ja, ko, zh, th, ar
  phrases: phrases([
    ['I need a doctor', 'Tôi cần bác sĩ', "J'ai besoin d'un médecin", 'Necesito un médico', 'Ich brauche einen Arzt', 'Ho bisogno di un medico', '医者が必要です', '의사가 필요해요', '我需要医生', 'ฉันต้องการหมอ', 'أحتاج إلى طبيب'],
    ['Where is the hospital?', 'Bệnh viện ở đâu?', "Où est l'hôpital ?", '¿Dónde está el hospital?', 'Wo ist das Krankenhaus?', "Dov'è l'ospedale?", '病院はどこですか？', '병원이 어디예요?', '医院在哪里？', 'โรงพยาบาลอยู่ที่ไหน', 'أين المستشفى؟'],
    ['Where is the pharmacy?', 'Hiệu thuốc ở đâu?', 'Où est la pharmacie ?', '¿Dónde está la farmacia?', 'Wo ist die Apotheke?', "Dov'è la farmacia?", '薬局はどこですか？', '약국이 어디예요?', '药店在哪里？', 'ร้านขายยาอยู่ที่ไหน', 'أين الصيدلية؟'],
    ['I feel sick', 'Tôi thấy không khỏe', 'Je me sens malade', 'Me siento mal', 'Mir ist schlecht', 'Mi sento male', '気分が悪いです', '몸이 안 좋아요', '我不舒服', 'ฉันรู้สึกไม่สบาย', 'أشعر بتوعك'],
    ['I have a fever', 'Tôi bị sốt', "J'ai de la fièvre", 'Tengo fiebre', 'Ich habe Fieber', 'Ho la febbre', '熱があります', '열이 있어요', '我发烧了', 'ฉันมีไข้', 'أعاني من حمى'],
    ['I have a headache', 'Tôi bị đau đầu', "J'ai mal à la tête", 'Me duele la cabeza', 'Ich habe Kopfschmerzen', 'Ho mal di testa', '頭が痛いです', '머리가 아파요', '我头痛', 'ฉันปวดหัว', 'أعاني من صداع'],
    ['I have a stomach ache', 'Tôi bị đau bụng', "J'ai mal au ventre", 'Me duele el estómago', 'Ich habe Bauchschmerzen', 'Ho mal di pancia', 'お腹が痛いです', '배가 아파요', '我肚子疼', 'ฉันปวดท้อง', 'أعاني من ألم في المعدة'],
    ['I have diarrhoea', 'Tôi bị tiêu chảy', "J'ai la diarrhée", 'Tengo diarrea', 'Ich habe Durchfall', 'Ho la diarrea', '下痢です', '설사를 해요', '我腹泻', 'ฉันท้องเสีย', 'أعاني من إسهال'],
    ['I have a cough', 'Tôi bị ho', 'Je tousse', 'Tengo tos', 'Ich habe Husten', 'Ho la tosse', '咳が出ます', '기침이 나요', '我咳嗽', 'ฉันไอ', 'أعاني من سعال'],
    ['I have a sore throat', 'Tôi bị đau họng', "J'ai mal à la gorge", 'Me duele la garganta', 'Ich habe Halsschmerzen', 'Ho mal di gola', '喉が痛いです', '목이 아파요', '我喉咙痛', 'ฉันเจ็บคอ', 'أعاني من ألم في الحلق'],
    ['I feel dizzy', 'Tôi bị chóng mặt', "J'ai des vertiges", 'Estoy mareado', 'Mir ist schwindelig', 'Mi gira la testa', 'めまいがします', '어지러워요', '我头晕', 'ฉันเวียนหัว', 'أشعر بدوار'],
    ['I am diabetic', 'Tôi bị tiểu đường', 'Je suis diabétique', 'Soy diabético', 'Ich bin Diabetiker', 'Sono diabetico', '私は糖尿病です', '저는 당뇨병이 있어요', '我有糖尿病', 'ฉันเป็นเบาหวาน', 'أنا مصاب بالسكري'],
    ['I am pregnant', 'Tôi đang mang thai', 'Je suis enceinte', 'Estoy embarazada', 'Ich bin schwanger', 'Sono incinta', '妊娠しています', '임신 중이에요', '我怀孕了', 'ฉันตั้งครรภ์', 'أنا حامل'],
    ['I am allergic to penicillin', 'Tôi bị dị ứng với penicillin', 'Je suis allergique à la pénicilline', 'Soy alérgico a la penicilina', 'Ich bin allergisch gegen Penicillin', 'Sono allergico alla penicillina', 'ペニシリンアレルギーがあります', '페니실린 알레르기가 있어요', '我对青霉素过敏', 'ฉันแพ้เพนิซิลลิน', 'لدي حساسية من البنسلين'],
    ['I need this medicine', 'Tôi cần loại thuốc này', "J'ai besoin de ce médicament", 'Necesito este medicamento', 'Ich brauche dieses Medikament', 'Ho bisogno di questo farmaco', 'この薬が必要です', '이 약이 필요해요', '我需要这种药', 'ฉันต้องการยานี้', 'أحتاج إلى هذا الدواء'],
    ['Do I need a prescription?', 'Tôi có cần đơn thuốc không?', 'Faut-il une ordonnance ?', '¿Necesito receta?', 'Brauche ich ein Rezept?', 'Serve la ricetta?', '処方箋は必要ですか？', '처방전이 필요해요?', '需要处方吗？', 'ต้องมีใบสั่งยาไหม', 'هل أحتاج إلى وصفة طبية؟'],
    ['How many times a day?', 'Một ngày mấy lần?', 'Combien de fois par jour ?', '¿Cuántas veces al día?', 'Wie oft am Tag?', 'Quante volte al giorno?', '一日何回ですか？', '하루에 몇 번이요?', '一天几次？', 'วันละกี่ครั้ง', 'كم مرة في اليوم؟'],
    ['It hurts here', 'Tôi đau ở đây', "J'ai mal ici", 'Me duele aquí', 'Es tut hier weh', 'Mi fa male qui', 'ここが痛いです', '여기가 아파요', '这里疼', 'เจ็บตรงนี้', 'أشعر بألم هنا'],
    ['I was bitten by a dog', 'Tôi bị chó cắn', "J'ai été mordu par un chien", 'Me mordió un perro', 'Ich wurde von einem Hund gebissen', 'Mi ha morso un cane', '犬に噛まれました', '개에게 물렸어요', '我被狗咬了', 'ฉันโดนสุนัขกัด', 'عضّني كلب'],
    ['I have sunburn', 'Tôi bị cháy nắng', "J'ai un coup de soleil", 'Tengo quemaduras de sol', 'Ich habe einen Sonnenbrand', 'Ho una scottatura solare', '日焼けしました', '햇볕에 화상을 입었어요', '我晒伤了', 'ฉันผิวไหม้จากแดด', 'أُصبت بحروق الشمس'],
    ['I need a dentist', 'Tôi cần nha sĩ', "J'ai besoin d'un dentiste", 'Necesito un dentista', 'Ich brauche einen Zahnarzt', 'Ho bisogno di un dentista', '歯医者が必要です', '치과 의사가 필요해요', '我需要看牙医', 'ฉันต้องการหมอฟัน', 'أحتاج إلى طبيب أسنان'],
    ['I have travel insurance', 'Tôi có bảo hiểm du lịch', "J'ai une assurance voyage", 'Tengo seguro de viaje', 'Ich habe eine Reiseversicherung', "Ho un'assicurazione di viaggio", '旅行保険に入っています', '여행자 보험이 있어요', '我有旅游保险', 'ฉันมีประกันการเดินทาง', 'لدي تأمين سفر'],
    ['I have asthma', 'Tôi bị hen suyễn', "J'ai de l'asthme", 'Tengo asma', 'Ich habe Asthma', "Ho l'asma", '喘息があります', '천식이 있어요', '我有哮喘', 'ฉันเป็นหอบหืด', 'أعاني من الربو'],
    ['I need painkillers', 'Tôi cần thuốc giảm đau', "J'ai besoin d'antidouleurs", 'Necesito analgésicos', 'Ich brauche Schmerzmittel', 'Ho bisogno di antidolorifici', '鎮痛剤が必要です', '진통제가 필요해요', '我需要止痛药', 'ฉันต้องการยาแก้ปวด', 'أحتاج إلى مسكّن للألم'],
    ['I need to lie down', 'Tôi cần nằm xuống', "J'ai besoin de m'allonger", 'Necesito acostarme', 'Ich muss mich hinlegen', 'Ho bisogno di sdraiarmi', '横になりたいです', '누워야 해요', '我需要躺一下', 'ฉันต้องนอนลง', 'أحتاج إلى الاستلقاء'],
  ]),
};
