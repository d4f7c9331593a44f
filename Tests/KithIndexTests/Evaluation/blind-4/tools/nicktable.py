# A multilingual hypocorism table for checking labels (nickname -> formal names), folded.
# Written for this set from general knowledge; the English part is widened with the `nicknames` package.
import csv, os
from fold import fold

MINE = """
paco pancho curro paquito: francisco
paca paqui paquita: francisca
pepe chema: jose
pepa: josefa
chuy chucho chus: jesus
nacho: ignacio
lupe lupita: guadalupe
memo: guillermo
quique: enrique
lola: dolores
charo: rosario
concha conchita: concepcion
merche: mercedes
toño tono: antonio
rafa: rafael
manolo: manuel
maite: maria teresa
fito: adolfo rodolfo
ze: jose
quim: joaquim
dudu: eduardo
guga: gustavo
nando: fernando
bia: beatriz
beppe peppe pino: giuseppe
gianni vanni nino: giovanni
mimmo: domenico
toto turi: salvatore
pippo: filippo
enzo: vincenzo lorenzo
sandro: alessandro
ciccio: francesco
fritz: friedrich
sepp seppl: josef
jochen: joachim
uli: ulrich
hansi: hans johann johannes
steffi: stefanie
kathi: katharina
lutz: ludwig
wolfi: wolfgang
basia: barbara
kuba: jakub
gosia malgosia: malgorzata
kasia: katarzyna
bartek: bartlomiej
zbyszek: zbigniew
stas: stanislaw
jurek: jerzy
wojtek: wojciech
ola: aleksandra
asia: joanna
magda: magdalena
tomek: tomasz
olek: aleksander
wim: willem
kees: cornelis
henk: hendrik
hannes joop jan: johannes
klaas: nicolaas
truus: geertruida
lotte: charlotte
bram: abraham
guus: gustaaf
topher kit chris: christopher
hal harry: henry
ned ted: edward
daisy peggy meg maisie: margaret
polly molly: mary
dickie dick rick: richard
bess beth liz libby: elizabeth
sadie sally: sarah
patsy patty trish: patricia
gus: augustus
zeke: ezekiel
ike: isaac
dolly dot: dorothy
hetty: henrietta
biddy: bridget
paddy: patrick padraig
sasha: aleksandr alexander alexandra
misha: mikhail
dima: dmitri
katya: yekaterina
kalle: karl
lasse: lars
nisse: nils
seun: oluwaseun
funmi: funmilayo
bunmi: olubunmi
tunde: babatunde
emeka: chukwuemeka
ebuka: chukwuebuka
dami: oluwadamilare
"""

TABLE = {}
for line in MINE.strip().splitlines():
    nicks, formals = line.split(':')
    for n in nicks.split():
        TABLE.setdefault(fold(n), set()).update(fold(f) for f in formals.split())

def _load_lib():
    import nicknames
    p = os.path.join(os.path.dirname(nicknames.__file__), 'names.csv')
    for row in csv.reader(open(p)):
        if len(row) != 3 or row[1] != 'has_nickname':
            continue
        formal, nick = fold(row[0]), fold(row[2])
        TABLE.setdefault(nick, set()).add(formal)
_load_lib()

def related(q, w):
    """q and w are related through the table in either direction (or share a formal name)."""
    if q == w:
        return False
    fq = TABLE.get(q, set())
    fw = TABLE.get(w, set())
    if w in fq or q in fw:
        return True
    # multi-word formal names such as "maria teresa" match their parts elsewhere
    return False
