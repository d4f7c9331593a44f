/// Spellings of one name that sound-alike keys do not unite (Sean/Shawn: SN vs XN) or unite too weakly,
/// as data: each line is a group of interchangeable spellings.
enum SpellingVariants {
  static func variants(of word: String) -> [String] {
    guard let group = index[word] else { return [] }
    return groups[group].filter { $0 != word }
  }

  private static let groups: [[String]] = source.split(separator: "\n").map {
    $0.split(separator: " ").map(String.init)
  }

  private static let index: [String: Int] = {
    var index: [String: Int] = [:]
    for (number, group) in groups.enumerated() {
      for word in group { index[word] = number }
    }
    return index
  }()

  private static let source = """
    sean shawn shaun shon shaune
    peter pieter
    jon john jonn
    sara sarah sarra
    catherine katherine kathryn katharine cathryn kathrine catharine
    steven stephen stevan
    philip phillip filip
    geoff jeff geoffrey jeffrey jeffery
    aileen eileen ilene aline ayleen eilene
    caitlin kaitlyn katelyn kaitlin caitlyn katlyn
    mohammed muhammad mohammad mohamed muhammed mohamad
    thompson thomson tomson
    smith smyth smythe
    schmidt schmitt
    meyer meier mayer maier
    nicolas nicholas nikolas
    nicole nichole
    isabel isabelle isobel
    beatrice beatriz beatrix
    michaela mikaela micaela mikayla mikaila michela
    elisabeth elizabeth
    jakob jacob
    ann anne
    zachary zachery
    alan allan allen
    brian bryan bryon
    carl karl
    christopher kristopher
    christina kristina
    claire clare
    eric erik
    erica erika
    frederick frederic fredrick
    gail gayle
    jennifer jenifer
    kristen kirsten
    lindsay lindsey
    marc mark
    matthew mathew
    megan meghan
    michelle michele
    rachel rachael
    rebecca rebekah
    sophia sofia
    stuart stewart
    teresa theresa
    tracy tracey
    vicky vickie vikki
    yusuf yousef youssef
    clark clarke
    brown browne
    green greene
    cook cooke
    lock locke
    wild wilde
    white whyte
    gray grey
    hansen hanson
    mcdonald macdonald
    mckenzie mackenzie
    mcleod macleod
    mclean maclean
    mcintosh macintosh
    mckay mackay
    mcmillan macmillan
    mcgregor macgregor
    mcnamara macnamara
    hussain hussein husain husein hosein hossein
    hassan hasan
    ahmed ahmad
    chaudhry chaudhary choudhury chowdhury chaudhari choudhary
    rahman rehman
    siddiqui siddiqi
    qureshi quraishi
    mustafa mostafa
    osman othman uthman
    abdallah abdullah
    hamid hameed
    rashid rasheed
    saeed said sayed
    karim kareem
    nasser naser nasir
    """
}
