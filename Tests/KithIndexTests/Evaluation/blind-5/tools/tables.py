# -*- coding: utf-8 -*-
"""Name tables for the independent checker (my reading of RESOLVE.md, not kith's data).

STRICT_NICK: hypocorisms I am confident a multilingual table holds; the labels rely only on these.
WIDE_NICK:   a much wider net, used only to find possible rivals (anything here that reaches a
             second contact makes a `unique` label suspect).
VARIANTS:    spellings of one name that RESOLVE.md lists (they compete, tier exact 0.95)."""

STRICT_NICK = {
    # documented in RESOLVE.md / ISSUE-10.md
    "paco": ["francisco"], "pancho": ["francisco"], "chuy": ["jesus"], "chucho": ["jesus"],
    "gianni": ["giovanni"], "fritz": ["friedrich"], "kasia": ["katarzyna"], "ze": ["jose"],
    "chema": ["jose"], "topher": ["christopher"],
    # Spanish / Mexican
    "lupe": ["guadalupe"], "nacho": ["ignacio"], "memo": ["guillermo"], "beto": ["alberto", "roberto", "humberto"],
    "tono": ["antonio"], "kike": ["enrique"], "quique": ["enrique"], "lalo": ["eduardo"], "pepe": ["jose"],
    # Italian
    "beppe": ["giuseppe"], "peppe": ["giuseppe"], "sandro": ["alessandro"],
    # Polish
    "gosia": ["malgorzata"], "kuba": ["jakub"], "wojtek": ["wojciech"],
    # German / Dutch
    "sepp": ["josef"], "kees": ["cornelis"], "joop": ["johannes"], "wim": ["willem"],
    # Portuguese
    "bia": ["beatriz"],
    # English
    "hank": ["henry"], "ned": ["edward"], "polly": ["mary"], "bob": ["robert"], "bill": ["william"],
    "jim": ["james"], "mike": ["michael"], "tom": ["thomas"], "dick": ["richard"], "chuck": ["charles"],
    "peggy": ["margaret"], "liz": ["elizabeth"], "betty": ["elizabeth"], "kate": ["katherine", "catherine"],
    # Greek, Czech, Hungarian, Hebrew (well established)
    "kostas": ["konstantinos"], "honza": ["jan"], "pista": ["istvan"], "yossi": ["yosef"],
    "tina": ["cristina", "christina"],
}

# Wide net for rival detection: the strict table plus cognates and looser hypocorisms.
WIDE_EXTRA = {
    "paco": ["francesco", "franciszek", "francois", "frantisek", "ferenc", "francis", "francisca"],
    "pancho": ["francesco", "francis"], "pepe": ["giuseppe", "josep", "josef", "joseph", "josefina", "jose maria"],
    "chema": ["maria"], "ze": ["jose", "josefina"], "kasia": ["katarina", "katherine", "katalin", "kasimir"],
    "gianni": ["giovanna", "jan", "johannes", "juan", "ioannis", "ivan"], "fritz": ["frederick", "federico"],
    "tina": ["bettina", "martina", "albertina", "valentina", "kristina", "krisztina", "cristiana", "justina"],
    "lupe": ["lupita"], "beto": ["norberto", "gilberto", "adalberto", "heriberto"], "lalo": ["gonzalo"],
    "memo": ["mehmet", "guillermina"], "tono": ["antonia"], "kike": ["enriqueta"],
    "sandro": ["alexandre", "alexandru", "alejandro", "alexander", "alessandra"],
    "beppe": ["josef", "joseph"], "sepp": ["joseph", "giuseppe"], "joop": ["johanna", "jozef"],
    "wim": ["wilhelm", "william", "wilhelmina"], "kees": ["cornelia", "cornelius"],
    "bia": ["bianca", "beatrice", "beatrix", "fabiana", "flavia"],
    "kuba": ["jakob", "jacob", "jacobo"], "gosia": ["margaret", "margit"], "wojtek": [],
    "kostas": ["konstantin", "constantin", "konstantina", "kostadin"], "honza": ["johannes", "jana"],
    "yossi": ["joseph", "yosi", "yoseph", "josef"], "hank": ["henrik", "hendrik", "enrique", "henri"],
    "ned": ["edmund", "edwin", "edgar", "edna"], "polly": ["paula", "pauline", "mary ann", "maria"],
    "topher": ["kristof", "christophe", "krzysztof", "christoph"], "chuy": ["jesusa"], "chucho": [],
    "nacho": ["ignacy", "ignatius"], "pista": ["stefan", "stephen", "stefano"],
    "nando": ["fernando", "armando", "hernando", "orlando"], "dado": ["eduardo", "eduarda"],
    "jussi": ["juhani", "johannes", "juho"], "kuba": ["jakub"],
    "bin": ["binh"], "mimi": ["miriam", "maria", "meseret", "emilia", "michaela", "naomi"],
    "ploy": [], "nok": [], "golf": [], "beam": [], "pim": ["pimchanok"], "bong": ["ramon"],
    "baby": [], "jacky": ["jack", "jacqueline", "jacques"], "guero": [], "babaanne": [],
}

def nick_table(wide=False):
    t = {k: list(v) for k, v in STRICT_NICK.items()}
    if wide:
        for k, v in WIDE_EXTRA.items():
            t.setdefault(k, [])
            t[k] = t[k] + [x for x in v if x not in t[k]]
    return t

VARIANT_GROUPS = [
    {"sara", "sarah"}, {"jon", "john"}, {"sean", "shawn", "shaun"}, {"clark", "clarke"}, {"reid", "reed"},
    {"sousa", "souza"}, {"ana", "anna"}, {"sergei", "sergey"}, {"beatrice", "beatriz", "beatrix"},
    {"michaela", "mikaela", "micaela"}, {"philip", "phillip"}, {"geoff", "jeff"}, {"aileen", "eileen"},
    {"catherine", "katherine", "kathryn"},
]

# Wider variant net for rival detection only (cognates spelt otherwise; names I would not be
# surprised to see kith treat as one name).
WIDE_VARIANT_GROUPS = VARIANT_GROUPS + [
    {"stephen", "steven", "stephan", "stefan", "esteban", "stefano", "istvan"},
    {"mohammed", "muhammad", "mohammad", "mohamed", "muhammed", "mehmet", "mohamad"},
    {"joseph", "josef", "jozef", "jose", "giuseppe", "josep", "jozsef", "yosef", "yusuf", "youssef"},
    {"john", "johan", "johannes", "juan", "jan", "giovanni", "ioannis", "janos", "jean", "joao", "ion", "ivan", "yohannes"},
    {"katherine", "katarina", "katarzyna", "katalin", "caterina", "katerina", "ekaterina", "catarina", "katharina", "aikaterini"},
    {"maria", "mary", "marie", "mariam", "maryam", "miriam", "marija", "maria", "mária"},
    {"michael", "michal", "mikhail", "michail", "miguel", "michel", "mihai", "mihaly", "mikael"},
    {"george", "georgios", "jorge", "giorgos", "gheorghe", "gyorgy", "jiri", "georg"},
    {"peter", "petr", "pedro", "pierre", "pietro", "piotr", "peter", "petros"},
    {"paul", "pablo", "paulo", "pavel", "paolo", "pal"}, {"paula", "paola"},
    {"ali", "aly"}, {"ahmed", "ahmad", "ahmet"}, {"hussein", "huseyin", "hossein", "husain"},
    {"hasan", "hassan"}, {"omar", "omer", "umar"}, {"ibrahim", "abraham", "avraham", "ibrahim"},
    {"fatima", "fatma", "fatemeh", "fatema"}, {"aisha", "ayse", "ayesha", "aicha"},
    {"zeynep", "zainab", "zeinab", "zaynab"}, {"yusuf", "youssef", "yosef"}, {"mustafa", "mostafa", "mustapha"},
    {"nikolaos", "nikos", "nicholas", "nikola", "nicolas", "mikulas", "nicolae"},
    {"konstantinos", "constantin", "konstantin", "constantine"}, {"alexander", "alexandru", "alejandro", "alessandro", "alexandre", "aleksander"},
    {"christina", "cristina", "kristina", "krisztina", "christine"}, {"daniel", "daniele", "daniil", "dani"},
    {"elena", "eleni", "helena", "ilona", "jelena", "elena"}, {"anna", "ana", "hanna", "hannah", "ane", "anne", "ann"},
    {"sofia", "sophia", "sofie", "zsofia"}, {"eva", "eve", "hava", "chava"}, {"carlo", "carlos", "karl", "carl", "karel", "carol"},
    {"francisco", "francesco", "francis", "francois", "ferenc", "frantisek", "franciszek"},
    {"jesus"}, {"thomas", "tomas", "tamas", "tomasz", "toma"}, {"andrew", "andrei", "andras", "andre", "andres", "ondrej", "andrzej"},
    {"rafael", "raphael", "rafal"}, {"gabriel", "gavriel", "gabor"}, {"david", "dawit", "dawid", "dovid", "davide"},
    {"lucia", "lucie", "luciana"}, {"tiago", "thiago", "diego", "jacob", "jakub", "yaakov", "jacques", "giacomo", "jakob", "james"},
    {"mai", "may"}, {"li", "lee", "yi", "ri", "rhee"}, {"park", "pak", "bak", "baek"}, {"son", "sohn", "sun"},
    {"kim", "gim"}, {"lee", "yi"}, {"cohen", "kohen", "kahn", "cohn"}, {"levi", "levy", "lewi"},
]
