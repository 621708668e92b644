import { fold } from "./normalize"

// Function words of the three report languages, folded. They carry no topic, so phrases skip them.
const english =
  "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves also every just us via per upon within without yet here"
const slovak =
  "a aby aj ak ako ale alebo and ani ano asi az bez bol bola boli bolo by byt cez co ci do este ho i ich im iba ja je jeho jej jemu ju k kam kde kedze ked kto ktora ktore ktori ktory ku lebo len ma mi mna mne mnou moj na nad nam nas nase ne nie nich nim no o od on ona oni ono po pod podla pre pred pri s sa si so som su sme ste ta tak tam tato ten teraz tie tiez to tom tomu toto tu tvoj ty u uz v vam vas vo vsak z za ze"
const spanish =
  "a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era es esa ese eso esta estan este esto estos fue ha hay la las le les lo los mas me mi mis muy ni no nos o os otra otro para pero poco por porque que quien se sea ser si sin sobre son su sus tambien te tiene todo todos tu un una uno unos y ya yo"

/** Folded stop words of English, Slovak and Spanish together: a page may mix them, and none is a topic. */
export const stopWords: ReadonlySet<string> = new Set(
  [english, slovak, spanish].flatMap((list) => list.split(" ")).map(fold),
)
