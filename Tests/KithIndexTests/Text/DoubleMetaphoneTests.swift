import Testing

@testable import KithIndex

/// A word and the codes the reference implementations give it.
struct MetaphoneCase: Sendable, CustomTestStringConvertible {
  let word: String
  let primary: String
  let alternate: String

  var testDescription: String { "\(word) → \(primary) \(alternate)" }
}

@Suite struct DoubleMetaphoneTests {
  /// 726 given names and surnames (English, Irish, Scottish, German, Dutch, Italian, Spanish, Polish, Slavic,
  /// French, Greek, Chinese and Vietnamese romanisations, Arabic, South Asian, Japanese) plus Philips' own
  /// test words, with the codes of the `doublemetaphone` C++ extension for Python (cut to four characters;
  /// an empty alternate written as the primary). `abydos` 0.5.0 (`DoubleMetaphone(4)`) gives the same codes
  /// for every word. The Python package `metaphone` 0.6 is not used: it pads words with "-" instead of
  /// spaces and misreads "UMB", so it disagrees on "jose", "koch", "dumb", "raj", "agha".
  ///
  /// Regenerate with: `import doublemetaphone; p, a = doublemetaphone.doublemetaphone(word)`.
  static let oracle: [MetaphoneCase] = table.split(separator: "\n").map { line in
    let fields = line.split(separator: " ").map(String.init)
    return MetaphoneCase(
      word: fields[0], primary: fields[1], alternate: fields.count > 2 ? fields[2] : fields[1])
  }

  private static let table = """
    john            JN   AN
    jon             JN   AN
    jonathan        JN0N ANTN
    jack            JK   AK
    james           JMS  AMS
    jim             JM   AM
    jimmy           JM   AM
    robert          RPRT RPRT
    bob             PP   PP
    bobby           PP   PP
    william         ALM  FLM
    bill            PL   PL
    michael         MKL  MXL
    mike            MK   MK
    david           TFT  TFT
    dave            TF   TF
    richard         RXRT RKRT
    thomas          TMS  TMS
    charles         XRLS XRLS
    christopher     KRST KRST
    chris           KRS  KRS
    daniel          TNL  TNL
    matthew         M0   MTF
    anthony         AN0N ANTN
    mark            MRK  MRK
    donald          TNLT TNLT
    steven          STFN STFN
    stephen         STFN STFN
    paul            PL   PL
    andrew          ANTR ANTR
    joshua          JX   AX
    kenneth         KN0  KNT
    kevin           KFN  KFN
    brian           PRN  PRN
    george          JRJ  KRK
    timothy         TM0  TMT
    ronald          RNLT RNLT
    edward          ATRT ATRT
    jason           JSN  ASN
    jeffrey         JFR  AFR
    geoffrey        JFR  KFR
    jeff            JF   AF
    geoff           JF   KF
    ryan            RN   RN
    jacob           JKP  AKP
    gary            KR   KR
    nicholas        NXLS NKLS
    eric            ARK  ARK
    jonah           JN   AN
    larry           LR   LR
    justin          JSTN ASTN
    scott           SKT  SKT
    brandon         PRNT PRNT
    benjamin        PNJM PNJM
    samuel          SML  SML
    gregory         KRKR KRKR
    alexander       ALKS ALKS
    frank           FRNK FRNK
    patrick         PTRK PTRK
    raymond         RMNT RMNT
    dennis          TNS  TNS
    jerry           JR   AR
    tyler           TLR  TLR
    aaron           ARN  ARN
    jose            HS   HS
    adam            ATM  ATM
    nathan          N0N  NTN
    henry           HNR  HNR
    douglas         TKLS TKLS
    zachary         SKR  SKR
    peter           PTR  PTR
    kyle            KL   KL
    walter          ALTR FLTR
    ethan           A0N  ATN
    harold          HRLT HRLT
    jeremy          JRM  ARM
    keith           K0   KT
    christian       KRSX KRSX
    roger           RKR  RJR
    noah            N    N
    gerald          KRLT JRLT
    carl            KRL  KRL
    terry           TR   TR
    sean            SN   SN
    shawn           XN   XN
    shaun           XN   XN
    austin          ASTN ASTN
    arthur          AR0R ARTR
    lawrence        LRNS LRNS
    jesse           JS   AS
    dylan           TLN  TLN
    bryan           PRN  PRN
    joe             J    A
    jordan          JRTN ARTN
    billy           PL   PL
    bruce           PRS  PRS
    albert          ALPR ALPR
    willie          AL   FL
    gabriel         KPRL KPRL
    logan           LKN  LKN
    alan            ALN  ALN
    juan            JN   AN
    wayne           AN   FN
    roy             R    R
    ralph           RLF  RLF
    randy           RNT  RNT
    eugene          AJN  AKN
    vincent         FNSN FNSN
    russell         RSL  RSL
    elijah          ALJ  ALH
    louis           LS   LS
    philip          FLP  FLP
    phillip         FLP  FLP
    johnny          JN   AN
    mary            MR   MR
    patricia        PTRS PTRX
    jennifer        JNFR ANFR
    linda           LNT  LNT
    elizabeth       ALSP ALSP
    barbara         PRPR PRPR
    susan           SSN  SSN
    jessica         JSK  ASK
    sarah           SR   SR
    sara            SR   SR
    karen           KRN  KRN
    nancy           NNS  NNS
    lisa            LS   LS
    betty           PT   PT
    margaret        MRKR MRKR
    sandra          SNTR SNTR
    ashley          AXL  AXL
    kimberly        KMPR KMPR
    emily           AML  AML
    donna           TN   TN
    michelle        MXL  MKL
    dorothy         TR0  TRT
    carol           KRL  KRL
    amanda          AMNT AMNT
    melissa         MLS  MLS
    deborah         TPR  TPR
    stephanie       STFN STFN
    rebecca         RPK  RPK
    sharon          XRN  XRN
    laura           LR   LR
    cynthia         SN0  SNT
    kathleen        K0LN KTLN
    amy             AM   AM
    shirley         XRL  XRL
    angela          ANJL ANKL
    helen           HLN  HLN
    anna            AN   AN
    brenda          PRNT PRNT
    pamela          PML  PML
    nicole          NKL  NKL
    emma            AM   AM
    samantha        SMN0 SMNT
    katherine       K0RN KTRN
    catherine       K0RN KTRN
    kathryn         K0RN KTRN
    christine       KRST KRST
    debra           TPR  TPR
    rachel          RXL  RKL
    carolyn         KRLN KRLN
    janet           JNT  ANT
    virginia        FRJN FRKN
    maria           MR   MR
    heather         H0R  HTR
    diane           TN   TN
    julie           JL   AL
    joyce           JS   AS
    victoria        FKTR FKTR
    kelly           KL   KL
    christina       KRST KRST
    lauren          LRN  LRN
    joan            JN   AN
    evelyn          AFLN AFLN
    olivia          ALF  ALF
    judith          JT0  ATT
    megan           MKN  MKN
    cheryl          XRL  XRL
    martha          MR0  MRT
    andrea          ANTR ANTR
    frances         FRNS FRNS
    hannah          HN   HN
    jacqueline      JKLN AKLN
    ann             AN   AN
    gloria          KLR  KLR
    jean            JN   AN
    kathy           K0   KT
    alice           ALS  ALS
    teresa          TRS  TRS
    theresa         0RS  TRS
    sophia          SF   SF
    doris           TRS  TRS
    madison         MTSN MTSN
    julia           JL   AL
    grace           KRS  KRS
    judy            JT   AT
    abigail         APKL APKL
    marie           MR   MR
    denise          TNS  TNS
    beverly         PFRL PFRL
    amber           AMPR AMPR
    danielle        TNL  TNL
    marilyn         MRLN MRLN
    aileen          ALN  ALN
    eileen          ALN  ALN
    irene           ARN  ARN
    ireland         ARLN ARLN
    siobhan         SPN  XPN
    niamh           NM   NM
    aoife           AF   AF
    saoirse         SRS  SRS
    ciara           SR   XR
    caoimhe         KM   KM
    roisin          RSN  RSN
    grainne         KRN  KRN
    padraig         PTRK PTRK
    seamus          SMS  SMS
    eoin            AN   AN
    oisin           ASN  ASN
    cian            SN   XN
    donnacha        TNK  TNK
    fionnuala       FNL  FNL
    dermot          TRMT TRMT
    diarmuid        TRMT TRMT
    mcdonald        MKTN MKTN
    macdonald       MKTN MKTN
    mackenzie       MKNS MKNT
    mcallister      MKLS MKLS
    macleod         MKLT MKLT
    mcgregor        MKRK MKRK
    macgregor       MKRK MKRK
    oconnor         AKNR AKNR
    oneill          ANL  ANL
    obrien          APRN APRN
    mcarthur        MKR0 MKRT
    murphy          MRF  MRF
    byrne           PRN  PRN
    walsh           ALX  FLX
    omalley         AML  AML
    fitzgerald      FTSK FTSJ
    campbell        KMPL KMPL
    stewart         STRT STRT
    robertson       RPRT RPRT
    maclean         MKLN MKLN
    mcintosh        MSNT MSNT
    mclaughlin      MKLF MKLF
    laughlin        LFLN LFLN
    buchanan        PXNN PKNN
    graham          KRHM KRHM
    drummond        TRMN TRMN
    lachlan         LKLN LKLN
    ewan            AN   AN
    hamish          HMX  HMX
    angus           ANKS ANKS
    fergus          FRKS FRKS
    morag           MRK  MRK
    ailsa           ALS  ALS
    isla            AL   AL
    callum          KLM  KLM
    schmidt         XMT  SMT
    schmitt         XMT  SMT
    schmid          XMT  SMT
    smith           SM0  XMT
    smyth           SM0  XMT
    schneider       XNTR SNTR
    snider          SNTR XNTR
    muller          MLR  MLR
    mueller         MLR  MLR
    fischer         FXR  FSKR
    weber           APR  FPR
    meyer           MR   MR
    meier           MR   MR
    wagner          AKNR FKNR
    becker          PKR  PKR
    schulz          XLS  XLS
    hoffmann        HFMN HFMN
    schafer         XFR  XFR
    koch            KK   KK
    bauer           PR   PR
    richter         RKTR RKTR
    klein           KLN  KLN
    wolf            ALF  FLF
    schroder        XRTR SRTR
    neumann         NMN  NMN
    schwarz         XRS  XFRT
    zimmermann      SMRM SMRM
    braun           PRN  PRN
    kruger          KRKR KRJR
    hofmann         HFMN HFMN
    hartmann        HRTM HRTM
    lange           LNJ  LNK
    werner          ARNR FRNR
    krause          KRS  KRS
    lehmann         LMN  LMN
    schmitz         XMTS SMTS
    krieger         KRJR KRKR
    jurgen          JRJN ARKN
    gunther         KN0R KNTR
    helmut          HLMT HLMT
    wolfgang        ALFK FLFK
    heinrich        HNRX HNRK
    friedrich       FRTR FRTR
    dieter          TTR  TTR
    claus           KLS  KLS
    klaus           KLS  KLS
    ulrich          ALRX ALRK
    joachim         JXM  AKM
    van             FN   FN
    der             TR   TR
    berg            PRK  PRK
    vandenberg      FNTN FNTN
    dejong          TJNK THNK
    devries         TFRS TFRS
    jansen          JNSN ANSN
    bakker          PKR  PKR
    visser          FSR  FSR
    smit            SMT  XMT
    meijer          MJR  MJR
    deboer          TPR  TPR
    mulder          MLTR MLTR
    degroot         TKRT TKRT
    bos             PS   PS
    vos             FS   FS
    peters          PTRS PTRS
    hendriks        HNTR HNTR
    dekker          TKR  TKR
    dijkstra        TKST TKST
    vanderberg      FNTR FNTR
    rossi           RS   RS
    russo           RS   RS
    ferrari         FRR  FRR
    esposito        ASPS ASPS
    bianchi         PNX  PNK
    romano          RMN  RMN
    colombo         KLMP KLMP
    ricci           RX   RX
    marino          MRN  MRN
    greco           KRK  KRK
    bruno           PRN  PRN
    gallo           KL   KL
    conti           KNT  KNT
    deluca          TLK  TLK
    giordano        JRTN KRTN
    mancini         MNSN MNSN
    rizzo           RS   RTS
    lombardi        LMPR LMPR
    moretti         MRT  MRT
    barbieri        PRPR PRPR
    fontana         FNTN FNTN
    santoro         SNTR SNTR
    mariani         MRN  MRN
    rinaldi         RNLT RNLT
    caruso          KRS  KRS
    ferrara         FRR  FRR
    gianluca        JNLK KNLK
    giuseppe        JSP  KSP
    giovanni        JFN  KFN
    luigi           LJ   LK
    francesco       FRNS FRNS
    alessandro      ALSN ALSN
    lorenzo         LRNS LRNS
    matteo          MT   MT
    chiara          KR   KR
    giulia          JL   KL
    bellocchio      PLX  PLX
    bacci           PX   PX
    bertucci        PRTX PRTX
    biaggi          PJ   PK
    tagliaro        TKLR TLR
    focaccia        FKX  FKX
    gnocchi         NX   NX
    garcia          KRS  KRX
    rodriguez       RTRK RTRK
    martinez        MRTN MRTN
    hernandez       HRNN HRNN
    lopez           LPS  LPS
    gonzalez        KNSL KNSL
    perez           PRS  PRS
    sanchez         SNXS SNKS
    ramirez         RMRS RMRS
    torres          TRS  TRS
    flores          FLRS FLRS
    rivera          RFR  RFR
    gomez           KMS  KMS
    diaz            TS   TS
    reyes           RS   RS
    morales         MRLS MRLS
    cruz            KRS  KRS
    ortiz           ARTS ARTS
    gutierrez       KTRS KTRS
    chavez          XFS  XFS
    ramos           RMS  RMS
    ruiz            RS   RS
    alvarez         ALFR ALFR
    mendoza         MNTS MNTS
    castillo        KSTL KST
    jimenez         JMNS AMNS
    moreno          MRN  MRN
    romero          RMR  RMR
    herrera         HRR  HRR
    medina          MTN  MTN
    aguilar         AKLR AKLR
    vargas          FRKS FRKS
    castro          KSTR KSTR
    guerrero        KRR  KRR
    cabrillo        KPRL KPR
    gallegos        KLKS KKS
    jorge           JRJ  ARK
    alejandro       ALJN ALHN
    javier          JF   AFR
    joaquin         JKN  AKN
    xavier          SF   SFR
    ximena          SMN  SMN
    guillermo       KLRM KLRM
    nunez           NNS  NNS
    munoz           MNS  MNS
    ibanez          APNS APNS
    kowalski        KLSK KLSK
    nowak           NK   NK
    wisniewski      ASNS FSNF
    wojcik          AJSK FJSK
    kowalczyk       KLSK KLXK
    kaminski        KMNS KMNS
    lewandowski     LNTS LNTF
    zielinski       SLNS SLNS
    szymanski       SMNS XMNS
    wozniak         ASNK FTSN
    dabrowski       TPRS TPRF
    kozlowski       KSLS KTSL
    jankowski       JNKS ANKF
    mazur           MSR  MSR
    kwiatkowski     KTKS KTKF
    krawczyk        KRSK KRXK
    piotrowski      PTRS PTRF
    grabowski       KRPS KRPF
    nowakowski      NKSK NKFS
    pawlowski       PLSK PLFS
    michalski       MXLS MKLS
    adamczyk        ATMS ATMX
    dudek           TTK  TTK
    zajac           SJK  SHK
    wieczorek       ASRK FXRK
    jablonski       JPLN APLN
    krol            KRL  KRL
    majewski        MJSK MJFS
    olszewski       ALSS ALXF
    jaworski        JRSK ARSK
    wojciech        AJSK FJXK
    krzysztof       KRSS KRTS
    grzegorz        KRSK KRSK
    przemyslaw      PRSM PRTS
    szczepan        SSPN XXPN
    zbigniew        SPKN SPKN
    jerzy           JRS  ARS
    andrzej         ANTR ANTR
    ivanov          AFNF AFNF
    smirnov         SMRN XMRN
    kuznetsov       KSNT KTSN
    popov           PPF  PPF
    vasiliev        FSLF FSLF
    petrov          PTRF PTRF
    sokolov         SKLF SKLF
    mikhailov       MKLF MKLF
    novikov         NFKF NFKF
    fedorov         FTRF FTRF
    morozov         MRSF MRSF
    volkov          FLKF FLKF
    alexeev         ALKS ALKS
    lebedev         LPTF LPTF
    semenov         SMNF SMNF
    egorov          AKRF AKRF
    pavlov          PFLF PFLF
    kozlov          KSLF KTSL
    stepanov        STPN STPN
    nikolaev        NKLF NKLF
    dmitri          TMTR TMTR
    sergei          SRJ  SRK
    vladimir        FLTM FLTM
    yankelovich     ANKL ANKL
    jankelowicz     JNKL ANKL
    filipowicz      FLPT FLPF
    czerny          SRN  XRN
    horvat          HRFT HRFT
    novak           NFK  NFK
    dvorak          TFRK TFRK
    svoboda         SFPT SFPT
    cerny           SRN  SRN
    prochazka       PRXS PRKT
    martin          MRTN MRTN
    bernard         PRNR PRNR
    dubois          TP   TPS
    petit           PTT  PTT
    durand          TRNT TRNT
    leroy           LR   LR
    moreau          MR   MR
    simon           SMN  SMN
    laurent         LRNT LRNT
    lefebvre        LFPF LFPF
    michel          MXL  MKL
    bertrand        PRTR PRTR
    roux            R    R
    fournier        FRN  FRNR
    morel           MRL  MRL
    girard          JRRT KRRT
    andre           ANTR ANTR
    mercier         MRS  MRXR
    dupont          TPNT TPNT
    lambert         LMPR LMPR
    bonnet          PNT  PNT
    francois        FRNK FRNK
    rousseau        RS   RS
    blanc           PLNK PLNK
    guerin          KRN  KRN
    roussel         RSL  RSL
    nicolas         NKLS NKLS
    perrin          PRN  PRN
    morin           MRN  MRN
    mathieu         M0   MT
    clement         KLMN KLMN
    gauthier        K0   KTR
    dumont          TMNT TMNT
    fontaine        FNTN FNTN
    chevalier       XFL  XFLR
    robin           RPN  RPN
    rogier          RJ   RJR
    breaux          PR   PR
    resnais         RSN  RSNS
    artois          ART  ARTS
    jacques         JKS  AKS
    papadopoulos    PPTP PPTP
    georgiou        JRJ  KRK
    nikolaou        NKL  NKL
    dimitriou       TMTR TMTR
    konstantinou    KNST KNST
    ioannou         AN   AN
    christodoulou   KRST KRST
    vasileiou       FSL  FSL
    christos        KRST KRST
    dimitrios       TMTR TMTR
    konstantinos    KNST KNST
    georgios        JRJS KRKS
    nikolaos        NKLS NKLS
    panagiotis      PNJT PNKT
    theodoros       0TRS TTRS
    xenophon        SNFN SNFN
    philippos       FLPS FLPS
    wang            ANK  FNK
    li              L    L
    zhang           JNK  JNK
    liu             L    L
    chen            XN   XN
    yang            ANK  ANK
    huang           HNK  HNK
    zhao            J    J
    wu              A    F
    zhou            J    J
    xu              S    S
    sun             SN   SN
    ma              M    M
    zhu             J    J
    hu              H    H
    guo             K    K
    he              H    H
    lin             LN   LN
    gao             K    K
    luo             L    L
    zheng           JNK  JNK
    liang           LNK  LNK
    xie             S    S
    song            SNK  SNK
    tang            TNK  TNK
    han             HN   HN
    feng            FNK  FNK
    deng            TNK  TNK
    cao             K    K
    peng            PNK  PNK
    zeng            SNK  SNK
    xiao            S    S
    tian            XN   XN
    dong            TNK  TNK
    pan             PN   PN
    yuan            AN   AN
    cai             K    K
    jiang           JNK  ANK
    yu              A    A
    du              T    T
    ye              A    A
    cheng           XNK  XNK
    wei             A    F
    xiong           SNK  SNK
    qian            KN   KN
    qiu             K    K
    zhong           JNK  JNK
    chang           XNK  XNK
    chung           XNK  XNK
    cheung          XNK  XNK
    wong            ANK  FNK
    ng              NK   NK
    lee             L    L
    chan            XN   XN
    nguyen          NKN  NKN
    tran            TRN  TRN
    le              L    L
    pham            FM   FM
    hoang           HNK  HNK
    phan            FN   FN
    vu              F    F
    dang            TNK  TNK
    bui             P    P
    do              T    T
    ho              H    H
    ngo             NK   NK
    duong           TNK  TNK
    ly              L    L
    thi             0    T
    minh            MN   MN
    thanh           0N   TN
    huong           HNK  HNK
    mohammed        MHMT MHMT
    muhammad        MHMT MHMT
    mohamed         MHMT MHMT
    mohammad        MHMT MHMT
    ahmed           AMT  AMT
    ahmad           AMT  AMT
    ali             AL   AL
    hassan          HSN  HSN
    hussein         HSN  HSN
    hussain         HSN  HSN
    abdullah        APTL APTL
    omar            AMR  AMR
    umar            AMR  AMR
    fatima          FTM  FTM
    aisha           AX   AX
    khadija         KTJ  KTJ
    yusuf           ASF  ASF
    youssef         ASF  ASF
    ibrahim         APRH APRH
    khalid          KLT  KLT
    karim           KRM  KRM
    rashid          RXT  RXT
    patel           PTL  PTL
    sharma          XRM  XRM
    singh           SNK  SNK
    kumar           KMR  KMR
    gupta           KPT  KPT
    shah            X    X
    khan            KN   KN
    mehta           MT   MT
    reddy           RT   RT
    iyer            AR   AR
    nair            NR   NR
    rao             R    R
    joshi           JX   AX
    tanaka          TNK  TNK
    suzuki          SSK  STSK
    takahashi       TKHX TKHX
    watanabe        ATNP FTNP
    yamamoto        AMMT AMMT
    nakamura        NKMR NKMR
    kobayashi       KPX  KPX
    thompson        TMPS TMPS
    tomson          TMSN TMSN
    thomson         TMSN TMSN
    caesar          SSR  SSR
    chianti         KNT  KNT
    chemistry       KMST KMST
    chorus          KRS  KRS
    orchestra       ARKS ARKS
    architect       ARKT ARKT
    wachtler        AKTL FKTL
    wechsler        AKSL FKSL
    tichner         TXNR TKNR
    mchugh          MK   MK
    accident        AKST AKST
    succeed         SKST SKST
    bacchus         PKS  PKS
    edge            AJ   AJ
    edgar           ATKR ATKR
    ghislane        JLN  JLN
    ghiradelli      JRTL JRTL
    hugh            H    H
    bough           P    P
    broughton       PRTN PRTN
    laugh           LF   LF
    cough           KF   KF
    rough           RF   RF
    tough           TF   TF
    cagney          KKN  KKN
    agnes           AKNS ANS
    ranger          RNJR RNKR
    danger          TNJR TNKR
    manger          MNJR MNKR
    geraldine       KRLT JRLT
    sanjacinto      SNJS SNJS
    bajador         PJTR PHTR
    hochmeier       HKMR HKMR
    island          ALNT ALNT
    carlisle        KRLL KRLL
    sugar           XKR  SKR
    school          SKL  SKL
    schooner        SKNR SKNR
    schermerhorn    XRMR SKRM
    schenker        XNKR SKNK
    thames          TMS  TMS
    wasserman       ASRM FSRM
    vasserman       FSRM FSRM
    arnow           ARN  ARNF
    arnoff          ARNF ARNF
    zola            SL   SL
    womo            AM   FM
    uomo            AM   AM
    knight          NT   NT
    gnome           NM   NM
    pneumonia       NMN  NMN
    wright          RT   RT
    psychology      SXLJ SKLK
    dumb            TM   TM
    thumb           0M   TM
    raspberry       RSPR RSPR
    heidi           HT   HT
    philippa        FLP  FLP
    agha            AK   AK
    raj             RJ   R
    taj             TJ   T
    """

  @Test func oracleTableIsLarge() {
    #expect(Self.oracle.count == 726)
  }

  @Test(arguments: oracle)
  func matchesTheReferenceImplementations(_ test: MetaphoneCase) {
    let codes = DoubleMetaphone.encode(test.word)
    #expect(codes.primary == test.primary)
    #expect(codes.alternate == test.alternate)
  }

  @Test(arguments: oracle)
  func ignoresCase(_ test: MetaphoneCase) {
    let codes = DoubleMetaphone.encode(test.word.uppercased())
    #expect(codes.primary == test.primary && codes.alternate == test.alternate)
  }

  /// Full-length codes (no four-character cut), from the same oracle.
  @Test(arguments: [
    ("christopher", "KRSTFR", "KRSTFR"),
    ("thompson", "TMPSN", "TMPSN"),
    ("wojciechowski", "AJSXSK", "FJXKFSK"),
    ("alessandro", "ALSNTR", "ALSNTR"),
    ("schwarzenegger", "XRSNKR", "XFRTSNKR"),
    ("mclaughlin", "MKLFLN", "MKLFLN"),
    ("xiaoping", "SPNK", "SPNK"),
  ])
  func fullLengthCodes(_ word: String, _ primary: String, _ alternate: String) {
    let codes = DoubleMetaphone.encode(word, maxLength: .max)
    #expect(codes.primary == primary)
    #expect(codes.alternate == alternate)
  }

  /// Spellings of one name that Double Metaphone unites: every two share a code.
  @Test(arguments: [
    ["jon", "john"],
    ["kathryn", "catherine", "katherine"],
    ["steven", "stephen"],
    ["aileen", "eileen"],
    ["philip", "phillip"],
    ["geoff", "jeff"],
    ["sara", "sarah"],
    ["mohammed", "muhammad"],
    ["schmidt", "schmitt"],
    ["smith", "smyth", "schmidt"],
    ["muller", "mueller"],
    ["shawn", "shaun"],
  ])
  func unitesSpellings(_ spellings: [String]) {
    for a in spellings {
      for b in spellings where a < b {
        #expect(DoubleMetaphone.soundAlike(a, b), "\(a) / \(b)")
      }
    }
  }

  /// Pairs the real algorithm keeps apart: "sean" is SN but "shawn" XN (S before a vowel is S), and
  /// "thompson" is cut to TMPS where "tomson" is TMSN. The index needs nicknames or edit distance for these.
  @Test(arguments: [("sean", "shawn"), ("sean", "shaun"), ("thompson", "tomson")])
  func keepsApart(_ a: String, _ b: String) {
    #expect(!DoubleMetaphone.soundAlike(a, b))
  }

  @Test func degenerateInput() {
    #expect(DoubleMetaphone.encode("") == ("", ""))
    #expect(DoubleMetaphone.encode("h") == ("", ""))
    #expect(DoubleMetaphone.encode("a") == ("A", "A"))
    #expect(DoubleMetaphone.encode("hj") == ("J", "J"))
    #expect(DoubleMetaphone.encode("山田") == ("", ""))
    #expect(DoubleMetaphone.encode("o'brien") == DoubleMetaphone.encode("obrien"))
    #expect(!DoubleMetaphone.soundAlike("", ""))
    let long = String(repeating: "schwarzenegger", count: 1_000)
    #expect(DoubleMetaphone.encode(long).primary == "XRSN")
    #expect(DoubleMetaphone.encode(long, maxLength: .max).primary.count > 4_000)
  }
}
