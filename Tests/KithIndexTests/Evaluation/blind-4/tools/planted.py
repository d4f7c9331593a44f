# Hand-planted contacts: the owner, the owner's relations, and every trap the queries lean on.
# P(uid, given, family, **fields).  cc = country of the phone; eastern=True writes FN family-first.

PLANTED = []

def P(uid, given, family, **kw):
    d = dict(uid=uid, given=given, family=family)
    d.update(kw)
    PLANTED.append(d)
    return d

# ---------------------------------------------------------------- the owner and the family
P("me-marit-solberg", "Marit", "Solberg", cc="NO", org="Kestrel Analytics Ltd", title="Data Engineer",
  emails=["marit.solberg@kestrel-analytics.com", "marit.solberg@online.no"], phones=["+47 916 40 218"],
  style="apple", related=[
      ("_$!<Mother>!$_", "Ingrid Solberg"),
      ("_$!<Father>!$_", "Knut Solberg"),
      ("_$!<Brother>!$_", "Eirik Solberg"),
      ("_$!<Brother>!$_", "Håkon Solberg"),
      ("_$!<Sister>!$_", "Sigrid Nakamura"),
      ("_$!<Partner>!$_", "Chidi Nwankwo"),
      ("_$!<Manager>!$_", "Beatriz Lacerda"),
      ("Godmother", "Gudrun Fjeld"),
      ("Mentor", "Aoife Gallagher"),
      ("Sister-in-law", "Ifeoma Nwankwo"),
      ("Gudfar", "Trygve Bakke"),
  ])
P("ingrid-solberg", "Ingrid", "Solberg", cc="NO", phones=["+47 905 11 732"], emails=["ingrid.solberg@online.no"], style="apple")
P("eirik-solberg", "Eirik", "Solberg", cc="NO", style="apple")
P("hakon-solberg", "Håkon", "Solberg", cc="NO", style="apple")
P("sigrid-nakamura", "Sigrid", "Nakamura", cc="JP", style="apple")
P("kenji-nakamura", "Kenji", "Nakamura", cc="JP", style="google")
P("chidi-nwankwo", "Chidi", "Nwankwo", cc="NO", phones=["+47 934 27 805"], style="apple")
P("ifeoma-nwankwo", "Ifeoma", "Nwankwo", cc="NG", style="google")
P("beatriz-lacerda", "Beatriz", "Lacerda", cc="UK", org="Kestrel Analytics Ltd", title="Head of Data", style="apple",
  emails=["beatriz.lacerda@kestrel-analytics.com"])
P("gudrun-fjeld", "Gudrun", "Fjeld", cc="NO", style="apple")
P("aoife-gallagher", "Aoife", "Gallagher", prefix="Prof.", cc="IE", org="Corrib Institute of Technology",
  title="Professor of Statistics", style="apple")
P("trygve-bakke", "Trygve", "Bakke", cc="NO", style="apple")
# strangers around the relation words
P("knut-haugen", "Knut", "Haugen", cc="NO", style="google")
P("dagny-dahl", "Dagny", "Dahl", middle="Aase", cc="NO", style="apple")          # D.A.D.
P("magnus-moe", "Magnus", "Moe", middle="Olav", cc="NO", style="apple")          # M.O.M.
P("sunniva-strand", "Sunniva", "Strand", middle="Iselin", cc="NO", style="google")  # S.I.S.
P("bilal-omar", "Bilal", "Omar", middle="Rashid", cc="AE", style="google")       # B.R.O.
P("momoko-hayashi", "Momoko", "Hayashi", cc="JP", style="google")               # starts with "mom"
P("mumtaz-qureshi", "Mumtaz", "Qureshi", cc="UK", style="google")               # starts with "mum"
P("sissel-aune", "Sissel", "Aune", cc="NO", style="apple")                      # starts with "sis"
P("bronwyn-pryce", "Bronwyn", "Pryce", cc="UK", style="google")                 # starts with "bro"
P("chidi-okeke", "Chidi", "Okeke", cc="NG", style="google")
P("eirik-vold", "Eirik", "Vold", cc="NO", style="apple")

# ---------------------------------------------------------------- organisations
P("kestrel-analytics", "", "", company="Kestrel Analytics Ltd", cc="UK", phones=["+44 20 7946 0321"],
  emails=["hello@kestrel-analytics.com"], style="apple")
P("tomas-quiroga", "Tomás", "Quiroga", cc="UK", org="Kestrel Analytics Ltd", title="Machine Learning Engineer", style="apple",
  emails=["tomas.quiroga@kestrel-analytics.com"])
P("aisling-kearney", "Aisling", "Kearney", cc="IE", org="Kestrel Analytics Ltd", title="Account Director", style="google",
  emails=["aisling.kearney@kestrel-analytics.com"])
P("rohan-mehta", "Rohan", "Mehta", cc="UK", org="Kestrel Analytics Ltd", dept="Platform", title="Site Reliability Engineer",
  style="apple", emails=["rohan.mehta@kestrel-analytics.com"])
P("nordlys-energi", "", "", company="Nordlys Energi AS", cc="NO", phones=["+47 22 86 40 00"],
  emails=["post@nordlys-energi.no"], style="apple")
P("sindre-braten", "Sindre", "Bråten", cc="NO", org="Nordlys Energi AS", title="Prosjektleder", style="apple")
P("hege-lunde", "Hege", "Lunde", cc="NO", org="Nordlys Energi AS", dept="HR", title="HR-rådgiver", phones=["+47 412 34 417"], style="apple")
P("jorgen-vik", "Jørgen", "Vik", cc="NO", org="Nordlys Energi AS", title="Driftsingeniør", style="google")
P("ane-mathisen", "Ane", "Mathisen", cc="NO", org="Nordlys Energi AS", title="Innkjøper", style="google")
P("panificio-moretti", "", "", company="Panificio Moretti", cc="IT", phones=["+39 051 644 2210"], style="apple")
P("giulio-moretti", "Giulio", "Moretti", cc="IT", org="Panificio Moretti", title="Titolare", style="apple")
P("serena-moretti", "Serena", "Moretti", cc="IT", style="google")
P("hanse-logistik", "", "", company="Hanse Logistik GmbH", cc="DE", phones=["+49 40 3281 7700"],
  emails=["info@hanse-logistik.de"], style="apple")
P("dirk-ehlers", "Dirk", "Ehlers", cc="DE", org="Hanse Logistik GmbH", title="Disponent", style="apple")
P("fenja-albers", "Fenja", "Albers", cc="DE", org="Hanse Logistik GmbH", title="Zollsachbearbeiterin", style="google")
P("casa-paloma", "", "", company="Casa Paloma", cc="ES", phones=["+34 915 21 44 87"], style="apple")
P("paloma-rios", "Paloma", "Ríos", cc="ES", style="google")
P("brightwater-labs", "", "", company="Brightwater Labs", cc="US", phones=["+1 (617) 555-0188"],
  emails=["team@brightwaterlabs.io"], style="apple")
P("nnamdi-okoye", "Nnamdi", "Okoye", cc="US", org="Brightwater Labs", title="Staff Scientist", style="apple")
P("yuki-matsuda", "Yuki", "Matsuda", cc="US", org="Brightwater Labs", title="Lab Manager", style="google")
P("carlos-ibarra", "Carlos", "Ibarra", cc="US", org="Brightwater Labs", title="Bioinformatician", style="apple")
P("yuki-tanabe", "Yuki", "Tanabe", cc="JP", style="google")
P("rui-tavares", "Rui", "Tavares", cc="PT", org="Banco Atlântico", title="Gestor de Conta", style="apple")
P("mariana-lobo", "Mariana", "Lobo", cc="PT", org="Banco Atlântico", title="Analista de Crédito", style="google")
P("ines-cordeiro", "Inês", "Cordeiro", cc="PT", org="Banco Atlântico", title="Diretora de Balcão", style="apple")
P("wojciech-zajac", "Wojciech", "Zając", cc="PL", org="Vistula Software", title="Programista", style="apple")
P("paulina-sowa", "Paulina", "Sowa", cc="PL", org="Vistula Software", title="Tester", style="google")
P("jiwoo-han", "Ji-woo", "Han", cc="KR", org="Lumen Optics", title="Optical Engineer", style="google", eastern=True)
P("daniel-osei", "Daniel", "Osei", cc="UK", org="Lumen Optics", title="Sales Engineer", style="apple")
P("takeshi-ono", "Takeshi", "Ono", cc="JP", org="Tokai Shipping", title="Port Agent", style="google")
P("meera-pillai", "Meera", "Pillai", cc="UK", org="Saffron & Sage", title="Head Chef", style="apple")

# ---------------------------------------------------------------- one family name, two spellings
P("ellen-clark", "Ellen", "Clark", cc="US", phones=["(206) 555-0147"], style="apple")
P("graham-clarke", "Graham", "Clarke", cc="UK", style="google")
P("ruth-clarke", "Ruth", "Clarke", cc="UK", style="apple")
P("temitope-oyelaran-clarke", "Temitope", "Oyelaran-Clarke", cc="UK", style="google")
P("callum-reid", "Callum", "Reid", cc="UK", phones=["+44 7700 904417"], style="apple")
P("naomi-reed", "Naomi", "Reed", cc="US", phones=["(415) 555-0147"], style="google")
P("jonas-meyer", "Jonas", "Meyer", cc="DE", style="apple")
P("heike-meier", "Heike", "Meier", cc="CH", style="google")
P("filipe-sousa", "Filipe", "Sousa", cc="PT", style="apple")
P("thiago-souza", "Thiago", "Souza", cc="BR", style="google")
P("mette-nielsen", "Mette", "Nielsen", cc="DK", style="apple")
P("per-nilsen", "Per", "Nilsen", cc="NO", style="apple")
P("lukas-muller", "Lukas", "Müller", cc="DE", style="apple")
P("sabine-mueller", "Sabine", "Mueller", cc="US", style="google")
P("petra-weiss", "Petra", "Weiß", cc="AT", style="apple")
P("anton-weiss", "Anton", "Weiss", cc="CH", style="google")
P("jakob-lindgren", "Jakob", "Lindgren", cc="SE", style="apple")
P("jacob-whitfield", "Jacob", "Whitfield", cc="US", style="google")
P("mohamed-farouk", "Mohamed", "Farouk", cc="EG", style="google")
P("mohammed-saleh", "Mohammed", "Saleh", cc="JO", style="apple")
P("muhammad-iqbal", "Muhammad", "Iqbal", cc="UK", style="google")

# ---------------------------------------------------------------- particles and compounds
P("pieter-van-den-heuvel", "Pieter", "van den Heuvel", cc="NL", style="apple")
P("sanne-van-den-heuvel", "Sanne", "van den Heuvel", cc="NL", style="google")
P("joost-de-vries", "Joost", "de Vries", cc="NL", style="apple")
P("femke-de-vries", "Femke", "de Vries", cc="NL", style="google")
P("anouk-van-t-hof", "Anouk", "van 't Hof", cc="NL", style="apple")
P("ximena-de-la-rosa", "Ximena", "de la Rosa", cc="MX", style="google")
P("larissa-dos-santos", "Larissa", "dos Santos", cc="BR", style="google")
P("goncalo-da-costa-pereira", "Gonçalo", "da Costa Pereira", cc="PT", style="apple")
P("marco-di-stefano", "Marco", "Di Stefano", cc="IT", style="apple")
P("chiara-dangelo", "Chiara", "D'Angelo", cc="IT", style="google")
P("padraig-o-suilleabhain", "Pádraig", "Ó Súilleabháin", cc="IE", style="apple")
P("siobhan-ni-bhriain", "Siobhán", "Ní Bhriain", cc="IE", style="google")
P("layla-al-hashimi", "Layla", "Al-Hashimi", cc="AE", style="apple")
P("karim-el-masri", "Karim", "El-Masri", cc="EG", style="google")
P("abdul-rahman-haddad", "Abdul Rahman", "Haddad", cc="LB", style="apple")
P("hans-peter-vogt", "Hans-Peter", "Vogt", cc="DE", style="apple")
P("jae-sung-lim", "Jae-sung", "Lim", cc="KR", style="google", eastern=True)
P("begona-saenz-de-ugarte", "Begoña", "Sáenz de Ugarte", cc="ES", style="apple")
P("bram-ter-horst", "Bram", "ter Horst", cc="NL", style="google")
P("friederike-von-bulow", "Friederike", "von Bülow", cc="DE", style="apple")
P("jose-luis-ortega-saez", "José Luis", "Ortega Sáez", cc="ES", style="apple")
P("ruairi-mac-lochlainn", "Ruairí", "Mac Lochlainn", cc="IE", nick="Red", style="apple")

# ---------------------------------------------------------------- formal names behind table nicknames
P("francisco-lozano", "Francisco", "Lozano", cc="ES", style="apple")
P("jesus-villalobos", "Jesús", "Villalobos", cc="MX", style="google")
P("ignacio-etxeberria", "Ignacio", "Etxeberria", cc="ES", style="apple")
P("guillermo-salazar", "Guillermo", "Salazar", cc="MX", style="google")
P("enrique-bustamante", "Enrique", "Bustamante", cc="ES", style="apple")
P("dolores-arroyo", "Dolores", "Arroyo", cc="ES", style="google")
P("rosario-quintana", "Rosario", "Quintana", cc="ES", style="apple")
P("mercedes-llorente", "Mercedes", "Llorente", cc="ES", style="google")
P("jose-castano", "José", "Castaño", cc="ES", style="apple")
P("joaquim-pestana", "Joaquim", "Pestana", cc="PT", style="apple")
P("eduardo-bittencourt", "Eduardo", "Bittencourt", cc="BR", style="google")
P("gustavo-albuquerque", "Gustavo", "Albuquerque", cc="BR", style="google")
P("giuseppe-lombardo", "Giuseppe", "Lombardo", cc="IT", style="apple")
P("giovanni-esposito", "Giovanni", "Esposito", cc="IT", style="google")
P("domenico-ferraro", "Domenico", "Ferraro", cc="IT", style="apple")
P("salvatore-cannavaro", "Salvatore", "Cannavaro", cc="IT", style="google")
P("filippo-sartori", "Filippo", "Sartori", cc="IT", style="apple")
P("vincenzo-amato", "Vincenzo", "Amato", cc="IT", style="apple")
P("friedrich-hartung", "Friedrich", "Hartung", cc="DE", style="apple")
P("josef-brandstatter", "Josef", "Brandstätter", cc="AT", style="google")
P("hans-joachim-kessler", "Hans-Joachim", "Kessler", cc="DE", style="apple")
P("ulrich-dorfmeister", "Ulrich", "Dorfmeister", cc="DE", style="google")
P("barbara-kaczmarek", "Barbara", "Kaczmarek", cc="PL", style="apple")
P("jakub-sobczak", "Jakub", "Sobczak", cc="PL", style="google")
P("malgorzata-pawlak", "Małgorzata", "Pawlak", cc="PL", style="apple")
P("katarzyna-dudek", "Katarzyna", "Dudek", cc="PL", style="google")
P("bartlomiej-gorski", "Bartłomiej", "Górski", cc="PL", style="apple")
P("zbigniew-adamczyk", "Zbigniew", "Adamczyk", cc="PL", style="google")
P("stanislaw-kubiak", "Stanisław", "Kubiak", cc="PL", style="apple")
P("jerzy-michalak", "Jerzy", "Michalak", cc="PL", style="google")
P("jan-willem-de-groot", "Jan-Willem", "de Groot", cc="NL", style="apple")
P("cornelis-bakker", "Cornelis", "Bakker", cc="NL", style="google")
P("hendrik-mulder", "Hendrik", "Mulder", cc="NL", style="apple")
P("johannes-verbeek", "Johannes", "Verbeek", cc="NL", style="google")
P("nicolaas-dekker", "Nicolaas", "Dekker", cc="NL", style="apple")
P("geertruida-hoekstra", "Geertruida", "Hoekstra", cc="NL", style="google")
P("anne-charlotte-visser", "Anne-Charlotte", "Visser", cc="NL", style="apple")
P("anna-katharina-brandt", "Anna-Katharina", "Brandt", cc="DE", style="google")
P("maria-teresa-calvo", "María Teresa", "Calvo", cc="ES", style="apple")
P("christopher-ashworth", "Christopher", "Ashworth", cc="UK", style="apple")
P("henry-pemberton", "Henry", "Pemberton", cc="UK", style="google")
P("edward-thornbury", "Edward", "Thornbury", cc="UK", style="apple")
P("margaret-ashdown", "Margaret", "Ashdown", cc="UK", style="google")
P("mary-treloar", "Mary", "Treloar", cc="UK", style="apple")
P("richard-haverford", "Richard", "Haverford", cc="US", style="google")
P("elizabeth-pennington", "Elizabeth", "Pennington", cc="UK", style="apple")
P("sarah-winthrop", "Sarah", "Winthrop", cc="US", style="google")
P("patricia-holloway", "Patricia", "Holloway", cc="US", style="apple")
P("augustus-fairbanks", "Augustus", "Fairbanks", cc="US", style="google")
P("ezekiel-okonjo", "Ezekiel", "Okonjo", cc="NG", style="apple")
P("isaac-abernathy", "Isaac", "Abernathy", cc="US", style="google")
P("dorothy-kinsella", "Dorothy", "Kinsella", cc="IE", style="apple")
P("henrietta-marchbanks", "Henrietta", "Marchbanks", cc="UK", style="google")
P("bridget-malone", "Bridget", "Malone", cc="IE", style="apple")
P("patrick-brennan", "Patrick", "Brennan", cc="IE", style="google")
P("aleksandr-volkov", "Aleksandr", "Volkov", cc="RU", style="apple")
P("mikhail-sokolov", "Mikhail", "Sokolov", cc="RU", style="google")
P("dmitri-orlov", "Dmitri", "Orlov", cc="RU", style="apple")
P("yekaterina-morozova", "Yekaterina", "Morozova", cc="RU", style="google")
P("karl-ekstrom", "Karl", "Ekström", cc="SE", style="apple")
P("lars-holmberg", "Lars", "Holmberg", cc="SE", style="google")
P("nils-bergqvist", "Nils", "Bergqvist", cc="SE", style="apple")
P("kit-marlowe", "Kit", "Marlowe", cc="UK", style="apple")
P("lupe-ortega", "Lupe", "Ortega", cc="MX", style="google")
P("guadalupe-trevino", "Guadalupe", "Treviño", cc="MX", nick="Lupita", style="apple")

# ---------------------------------------------------------------- the cards' own nicknames
P("bjorn-lund", "Björn", "Lund", cc="SE", nick="Bear", style="apple")
P("barnaby-whitcombe", "Barnaby", "Whitcombe", cc="UK", nick="Bear", style="google")
P("zhang-wei", "Wei", "Zhang", cc="CN", nick="David", style="google", eastern=True)
P("park-jihoon", "Ji-hoon", "Park", cc="KR", nick="Jay", style="apple", eastern=True)
P("chen-xiaoming", "Xiaoming", "Chen", cc="CN", nick="Sunny", style="google", eastern=True)
P("oluwaseun-adeyemi", "Oluwaseun", "Adeyemi", cc="NG", nick="Seun", style="apple")
P("funmilayo-bankole", "Funmilayo", "Bankole", cc="NG", nick="Funmi", style="google")
P("francesca-bellini", "Francesca", "Bellini", cc="IT", nick="Cesca", style="apple")
P("bartholomew-finch", "Bartholomew", "Finch", cc="UK", nick="Barty", style="google")
P("aleksander-wrobel", "Aleksander", "Wróbel", cc="PL", nick="Olek", style="apple")
P("alberto-ramirez", "Alberto", "Ramírez", cc="MX", nick="Tito", style="google")
P("chinonso-obi", "Chinonso", "Obi", cc="NG", nick="Nonso", style="apple")
P("kikelomo-ajayi", "Kikelomo", "Ajayi", cc="NG", nick="Kiki", style="google")
P("kirsten-holm", "Kirsten", "Holm", cc="DK", nick="Kiki", style="apple")
P("tomasz-mazur", "Tomasz", "Mazur", cc="PL", nick="Big Tom", style="apple")
P("alexandra-forsyth", "Alexandra", "Forsyth", cc="UK", nick="Sandy", style="google")
P("catalina-ruiz", "Catalina", "Ruiz", cc="CO", nick="Cat", style="apple")
P("hiroshi-tanaka", "Hiroshi", "Tanaka", cc="JP", nick="Hiro", style="google")
P("adebayo-ogunleye", "Adebayo", "Ogunleye", cc="NG", nick="Ade", style="apple")
P("olubunmi-fashola", "Olubunmi", "Fashola", cc="NG", nick="Bunmi", style="google")
P("kim-seoyeon", "Seo-yeon", "Kim", cc="KR", nick="Sophie", style="apple", eastern=True)
P("aditya-rao", "Aditya", "Rao", cc="IN", nick="Adi", style="google")
P("fiona-mcgregor", "Fiona", "McGregor", cc="UK", nick="Red", style="apple")
P("maximilian-auer", "Maximilian", "Auer", cc="AT", nick="Max", style="apple")
P("max-hellstrom", "Max", "Hellström", cc="SE", style="google")
P("nguyen-thi-hong", "Hồng", "Nguyễn", middle="Thị", cc="VN", nick="Rosie", style="google", eastern=True)
P("harpreet-gill", "Harpreet", "Gill", cc="UK", nick="Bunty", style="apple")

# ---------------------------------------------------------------- long names for typos
P("wawrzyniec-przybylski", "Wawrzyniec", "Przybylski", cc="PL", style="apple")
P("oluwadamilare-ogunbanjo", "Oluwadamilare", "Ogunbanjo", cc="NG", style="google")
P("chukwuebuka-anyanwu", "Chukwuebuka", "Anyanwu", cc="NG", style="apple")
P("gwendolyn-abernethy", "Gwendolyn", "Abernethy", cc="UK", style="google")
P("shreyas-venkataraman", "Shreyas", "Venkataraman", cc="IN", style="apple")
P("annaliese-kirchhoff", "Annaliese", "Kirchhoff", cc="DE", style="google")
P("evangelina-castellanos", "Evangelina", "Castellanos", cc="MX", style="apple")
P("leopoldina-figueiredo", "Leopoldina", "Figueiredo", cc="BR", style="google")
P("thorvald-gjerstad", "Thorvald", "Gjerstad", cc="NO", style="apple")
P("ragnhild-tveitereid", "Ragnhild", "Tveitereid", cc="NO", style="google")
P("bartosz-szczepanski", "Bartosz", "Szczepański", cc="PL", style="apple")
P("maximiliane-oberhuber", "Maximiliane", "Oberhuber", cc="AT", style="google")

# ---------------------------------------------------------------- sound-alikes
P("kristoffer-lund", "Kristoffer", "Lund", cc="NO", style="apple")
P("geoffrey-marchbank", "Geoffrey", "Marchbank", cc="UK", style="google")
P("philippa-grenville", "Philippa", "Grenville", cc="UK", style="apple")
P("stefanie-brandl", "Stefanie", "Brandl", cc="AT", style="google")
P("mikaela-sundqvist", "Mikaela", "Sundqvist", cc="SE", style="apple")
P("michaela-brody", "Michaela", "Brody", cc="IE", style="google")
P("krystyna-jablonska", "Krystyna", "Jabłońska", cc="PL", style="apple")
P("wiktoria-sadowska", "Wiktoria", "Sadowska", cc="PL", style="google")
P("shaun-byrne", "Shaun", "Byrne", cc="IE", style="apple")
P("kathryn-mccullough", "Kathryn", "McCullough", cc="US", style="google")
P("jon-asgeirsson", "Jon", "Ásgeirsson", cc="IS", style="apple")

# ---------------------------------------------------------------- namesakes
P("maria-rossi-bologna", "Maria", "Rossi", cc="IT", style="apple", emails=["maria.rossi@libero.it"], note="Bologna, ex-colleague")
P("maria-rossi-torino", "Maria", "Rossi", cc="IT", style="google", emails=["maria.rossi@virgilio.it"], note="Torino, choir")
P("nguyen-van-hung-hanoi", "Hùng", "Nguyễn", middle="Văn", cc="VN", style="apple", eastern=True)
P("nguyen-van-hung-danang", "Hùng", "Nguyễn", middle="Văn", cc="VN", style="google", eastern=True)
P("ahmed-hassan-cairo", "Ahmed", "Hassan", cc="EG", style="google")
P("ahmed-hassan-dubai", "Ahmed", "Hassan", cc="AE", style="apple")
P("john-murphy-cork", "John", "Murphy", cc="IE", emails=["john.murphy@eircom.net"], style="apple")
P("john-murphy-boston", "John", "Murphy", cc="US", emails=["john.murphy@gmail.com", "jmurphy.bos@outlook.com"], style="google")

# ---------------------------------------------------------------- letters to fold
P("oyvind-saether", "Øyvind", "Sæther", cc="NO", style="apple")
P("lucja-wlodarczyk", "Łucja", "Włodarczyk", cc="PL", style="google")
P("dang-ngoc-anh", "Ngọc Ánh", "Đặng", middle="Thị", cc="VN", style="apple", eastern=True)
P("jurgen-grossmann", "Jürgen", "Großmann", cc="DE", style="apple")
P("renee-akesson", "Renée", "Åkesson", cc="SE", style="google")
P("ana-conceicao", "Ana", "Conceição", cc="PT", style="apple")
P("inaki-goni", "Iñaki", "Goñi", cc="ES", style="google")
P("soren-kjaergaard", "Søren", "Kjærgaard", cc="DK", style="apple")
P("lu-xiaobo", "Xiaobo", "Lü", cc="CN", style="google", eastern=True)
P("zoe-achterberg", "Zoë", "Achterberg", cc="NL", style="apple")
P("bartosz-lecki", "Bartosz", "Łęcki", cc="PL", style="google")
P("pham-thuy-duong", "Thùy Dương", "Phạm", cc="VN", style="apple", eastern=True)
P("aine-ni-cheallaigh", "Áine", "Ní Cheallaigh", cc="IE", style="apple")
P("nuala-breathnach", "Nuala", "Breathnach", cc="IE", style="google")

# ---------------------------------------------------------------- one e-mail name on two cards
P("adam-nowak", "Adam", "Nowak", cc="PL", emails=["a.nowak@wp.pl"], style="apple")
P("agnieszka-nowak", "Agnieszka", "Nowak", cc="PL", emails=["a.nowak@gmail.com", "agnieszka.nowak@onet.pl"], style="google")

# ---------------------------------------------------------------- notes, as people keep them (long ones fold)
NOTES = {
    "ingrid-solberg": "Birthday 14 March. Lives in Fana, Bergen; landline disconnected in 2021, call the mobile.",
    "gudrun-fjeld": "Mamma's oldest friend from Voss. Sends a Christmas card every year; reply by post, not e-mail.",
    "aoife-gallagher": "Supervised my MSc thesis on sparse regression. Office hours Tuesdays; prefers e-mail over calls.",
    "trygve-bakke": "Pappa's cousin, lives in Ålesund. Boat trip every July.",
    "chidi-okeke": "Chidi from the Lagos conference (2022), works on payments infrastructure. Not my Chidi!",
    "eirik-vold": "Climbing club, Thursdays at Bryn. Has a spare harness.",
    "knut-haugen": "Neighbour on the second floor; has the spare key to the storage room.",
    "dagny-dahl": "Book club (Thursdays, every other week). Reading list in the shared folder.",
    "sunniva-strand": "Ran the half marathon together in 2023; wants to do Berlin next year.",
    "momoko-hayashi": "Sigrid's friend from Kyoto; visiting Oslo in May, show her around Grünerløkka.",
    "paloma-rios": "Flatmate in Madrid, 2014-2016. Now lives in Valencia.",
    "giulio-moretti": "Runs the bakery in Bologna with his sister. Best focaccia in via Saragozza.",
    "serena-moretti": "Giulio's cousin, not in the bakery business; works for the regional council.",
    "hege-lunde": "Nordlys contract contact for the 2024 forecasting project; invoices go through her.",
    "tomas-quiroga": "Sits next to me on Wednesdays in the London office; allergic to nuts.",
    "bronwyn-pryce": "Cardiff; met on the Gower coast path walk. Keen birder.",
    "bilal-omar": "Dubai office of the shipping client; time zone +3 from Oslo in summer.",
    "maria-rossi-bologna": "Former colleague at the Bologna lab (2017-2019).",
    "maria-rossi-torino": "Choir in Torino, alto section; summer festival contact.",
    "sissel-aune": "Pottery course at Kunstskolen, autumn term.",
    "kenji-nakamura": "Sigrid's husband. Lives in Osaka; speaks Norwegian surprisingly well.",
    "ifeoma-nwankwo": "Chidi's sister, Enugu. Birthday 2 October.",
}
for _p in PLANTED:
    if _p['uid'] in NOTES and not _p.get('note'):
        _p['note'] = NOTES[_p['uid']]
