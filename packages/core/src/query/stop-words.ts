import { fold } from "./normalize"

// Function words of the three report languages, and of Japanese and Chinese (whose words are segmented,
// not spaced: particles and auxiliaries come out as words of their own), folded. They carry no topic, so
// phrases skip them.
const english =
  "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves also every just us via per upon within without yet here"
const slovak =
  "a aby aj ak ako ale alebo and ani ano asi az bez bol bola boli bolo by byt cez co ci do este ho i ich im iba ja je jeho jej jemu ju k kam kde kedze ked kto ktora ktore ktori ktory ku lebo len ma mi mna mne mnou moj na nad nam nas nase ne nie nich nim no o od on ona oni ono po pod podla pre pred pri s sa si so som su sme ste ta tak tam tato ten teraz tie tiez to tom tomu toto tu tvoj ty u uz v vam vas vo vsak z za ze"
const spanish =
  "a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era es esa ese eso esta estan este esto estos fue ha hay la las le les lo los mas me mi mis muy ni no nos o os otra otro para pero poco por porque que quien se sea ser si sin sobre son su sus tambien te tiene todo todos tu un una uno unos y ya yo"
/** Particles, auxiliaries and pronouns, as `Intl.Segmenter` cuts them from the words they follow. */
const japanese =
  "の を が に は と で て し た な や へ も か だ ね よ する した して いる ある いう こと もの など という により として って ない です ます でし まし れる られる また この その これ それ から まで より ので ため よう"
/** Simplified and traditional forms. */
const chinese =
  "的 在 了 是 和 与 與 也 有 对 對 这 這 那 他 她 它 我 你 他们 他們 我们 我們 你们 你們 她们 她們 将 將 会 會 可以 就 而 但 不 没有 沒有 很 更 都 等 及 或 被 把 给 給 从 從 到 为 為 于 於 着 著 过 過 之 其 这个 這個 那个 那個 一个 一個 因此 所以 然而 如果 因为 因為 但是"

/** Folded stop words of all these languages together: a page may mix them, and none is a topic. */
export const stopWords: ReadonlySet<string> = new Set(
  [english, slovak, spanish, japanese, chinese].flatMap((list) => list.split(" ")).map(fold),
)
