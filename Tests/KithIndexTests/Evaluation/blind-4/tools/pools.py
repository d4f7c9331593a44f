# Ordinary names by culture, for the background ("filler") contacts.
# Each entry: (given_male, given_female, family[, family_female]) lists.

ENGLISH = dict(
    m="James John Michael David Robert William Thomas Daniel Matthew Andrew Mark Paul Steven Peter Richard Simon "
      "Jonathan Benjamin Samuel George Edward Oliver Jack Harry Ryan Kevin Brian Gary Nathan Adam Luke Craig "
      "Stuart Neil Philip Ian Graham Anthony Jason Scott Dean Martin Russell".split(),
    f="Sarah Emma Emily Jessica Laura Rachel Hannah Rebecca Charlotte Sophie Lucy Katherine Helen Claire Amy Megan "
      "Olivia Grace Victoria Natalie Joanne Karen Susan Alison Nicola Kirsty Louise Gemma Jennifer Amanda Lauren "
      "Abigail Chloe Holly Zoe Bethany Caroline Fiona Heather".split(),
    fam="Smith Jones Williams Taylor Brown Davies Evans Wilson Johnson Roberts Robinson Wright Wood Walker Hughes "
        "Green Hall Edwards Turner Harris Cooper Hill Ward Morris Moore King Lewis Mitchell Bennett Collins Foster "
        "Price Palmer Shaw Lloyd Chapman Marshall Harrison Jackson Barnes Fletcher Holmes Russell Griffiths Webb "
        "Atkinson Pearson Stevens Hunt Bailey Dixon Knight Gibson Ellis Kennedy Payne Porter Lawrence Grant Barker "
        "Hodgson Sutton Burton Owen Spencer Thornton Sullivan Fraser".split())

IRISH = dict(
    m="Cian Oisín Darragh Seán Ciarán Eoin Conor Declan Fionn Colm Rory Cathal Dónal Niall Tadhg Ronan Shane "
      "Enda Fergal Lorcan".split(),
    f="Aoife Niamh Ciara Orla Sinéad Róisín Caoimhe Saoirse Eimear Clodagh Gráinne Aisling Deirdre Máire Nuala "
      "Síle Úna Méabh Ailbhe Muireann".split(),
    fam="Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy Lynch Quinn Brennan "
        "Dunne Kavanagh Fitzgerald Nolan Maguire Hegarty Moriarty Flanagan McGrath Doherty Sheehan Donnelly "
        "Keane Foley Cullen Tierney".split())

GERMAN = dict(
    m="Lukas Jonas Felix Maximilian Tobias Florian Stefan Matthias Jürgen Wolfgang Klaus Dieter Uwe Sebastian "
      "Moritz Tim Niklas Jan Markus Andreas Thorsten Holger Bernd Ralf Rainer Volker Jens Frank Christoph "
      "Benedikt".split(),
    f="Anna Lena Katrin Julia Sabine Petra Ursula Monika Franziska Johanna Leonie Miriam Birgit Heike Anja "
      "Susanne Claudia Nicole Kerstin Silke Antje Carina Stefanie Jana Lea Nina Marlene Theresa Gudula "
      "Elke".split(),
    fam="Schmidt Schneider Fischer Weber Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf "
        "Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Werner Krause Lehmann Köhler "
        "Huber Vogel Fuchs Jäger Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht "
        "Schuster Simon Ludwig Böhm Winter Kraus Schumacher Graf Kaiser Haas Seidel Heinrich Brandt "
        "Schulte Dietrich Ziegler Kuhn Pohl Engel Horn Busch Bergmann Thomas Voigt Sauer Arnold".split())

DUTCH = dict(
    m="Daan Sem Thijs Jeroen Sander Pieter Joost Maarten Wouter Ruud Bas Gijs Niels Koen Stijn Martijn Rutger "
      "Teun Jasper Mark".split(),
    f="Sanne Femke Anouk Eva Marieke Ilse Inge Noor Fleur Lieke Maud Roos Esther Janneke Mirjam Annemiek Tessa "
      "Floor Merel Iris".split(),
    fam="de_Jong Jansen Bakker Janssen Visser Smit Meijer de_Boer Mulder Bos Vos Peters Hendriks van_Leeuwen "
        "Dekker Brouwer de_Wit Dijkstra Smits de_Graaf van_der_Meer van_der_Linden Kok Jacobs de_Haan Vermeulen "
        "van_Dijk Schouten van_Beek Willems Hoekstra Koster Prins Kuipers Huisman Postma".split())

POLISH = dict(
    m="Piotr Krzysztof Andrzej Tomasz Paweł Michał Marcin Łukasz Grzegorz Mateusz Kamil Marek Rafał Adrian "
      "Damian Sebastian Przemysław Dariusz Robert Artur".split(),
    f="Anna Agnieszka Ewa Magdalena Joanna Aleksandra Zofia Monika Dorota Beata Justyna Karolina Marta Natalia "
      "Paulina Iwona Renata Sylwia Weronika Izabela".split(),
    fam="Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski "
        "Kozłowski Jankowski Mazur Kwiatkowski Piotrowski Grabowski Nowakowski Pawłowski Michalski Wróbel Lis "
        "Sikora Baran Duda Szewczyk Ostrowski Tomaszewski Pietrzak Wieczorek Jabłoński Majewski Olszewski "
        "Stępień Malinowski Jaworski Adamski Dudziak".split())

SPANISH = dict(
    m="Alejandro Javier Carlos Miguel Luis Jorge Pablo Sergio Manuel Antonio Diego Andrés Fernando Raúl Ricardo "
      "Alberto Iván Óscar Rubén Adrián Víctor Héctor Gonzalo Mario Hugo Marcos Daniel Emilio".split(),
    f="María Carmen Lucía Laura Marta Elena Paula Cristina Isabel Rocío Pilar Nuria Silvia Julia Sofía Valentina "
      "Camila Gabriela Daniela Alejandra Verónica Patricia Lorena Raquel Inmaculada Noelia Andrea Natalia "
      "Irene Alba".split(),
    fam="García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández "
        "Díaz Muñoz Álvarez Romero Navarro Torres Domínguez Vázquez Ramos Gil Serrano Molina Castro Rubio "
        "Delgado Ortiz Morales Suárez Flores Herrera Mendoza Vargas Reyes Aguilar Cruz Medina Castillo Rojas "
        "Guerrero Cabrera Prieto Vidal Campos Peña Calvo Cano Márquez Soto".split())

PORTUGUESE = dict(
    m="João Pedro Tiago Nuno André Bruno Ricardo Diogo Rafael Lucas Gabriel Mateus Henrique Vitor Leonardo "
      "Gustavo Rodrigo Francisco Miguel Sérgio".split(),
    f="Ana Maria Inês Mariana Joana Catarina Sofia Rita Leonor Fernanda Juliana Larissa Camila Letícia Bruna "
      "Carolina Marta Teresa Vanessa Patrícia".split(),
    fam="Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Fernandes Gonçalves Gomes Lopes Marques "
        "Alves Almeida Ribeiro Pinto Carvalho Teixeira Moreira Correia Mendes Nunes Soares Vieira Cardoso Rocha "
        "Barbosa Lima Araújo Machado Freitas Azevedo Batista".split())

ITALIAN = dict(
    m="Antonio Marco Francesco Alessandro Luca Andrea Matteo Lorenzo Davide Simone Federico Stefano Roberto "
      "Riccardo Emanuele Paolo Fabio Massimo Claudio Nicola".split(),
    f="Giulia Francesca Chiara Sara Martina Valentina Alessia Elisa Silvia Federica Paola Elena Giorgia Laura "
      "Serena Alice Ilaria Beatrice Roberta Cristina".split(),
    fam="Rossi Russo Ferrari Bianchi Romano Colombo Ricci Marino Gallo Conti De_Luca Mancini Giordano Rizzo "
        "Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli "
        "Vitale Serra Coppola De_Santis Marchetti Parisi Villa Fabbri Marini Grasso Messina Sala De_Angelis "
        "Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti Cattaneo Morelli Silvestri Mazza Testa Carbone "
        "Benedetti Barone Caputo Guerra Palmieri Bernardi Fiore".split())

VIETNAMESE = dict(
    fam="Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Bùi Đỗ Hồ Ngô Dương Lý".split(),
    mid_m="Văn Đức Minh Quốc Hữu Thanh".split(),
    mid_f="Thị Ngọc Thanh Thu Kim".split(),
    m="Anh Hùng Dũng Tuấn Huy Khoa Long Nam Quân Bảo Khánh Tâm Phúc Thắng Vinh Sơn".split(),
    f="Hoa Lan Linh Hương Trang Thảo Phương Hạnh Vy Mai Ngân Yến Loan Nhung Hằng".split())

CHINESE = dict(
    fam="Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Zhu Hu Guo Lin Luo Gao Zheng Liang Song Tang "
        "Feng Deng Cao".split(),
    m="Wei Lei Jun Tao Hao Jie Yong Qiang Jianguo Haoran Yuxuan Yifan Zhiwei Jiaming Bo Chao Peng Kai".split(),
    f="Fang Na Min Jing Yan Xiuying Jiahui Xinyi Ruoxi Yuting Xiaohong Lina Hui Ying Qian Yue Meiling".split())

CANTONESE = dict(
    fam="Chan Wong Leung Cheung Lau Tsang Yip Chow Ng Kwok".split(),
    m="Ka-wai Siu-ming Chi-keung Wing-hong Kin-man".split(),
    f="Wing-yan Mei-ling Hoi-yan Suk-yee Ka-yan".split())

KOREAN = dict(
    fam="Kim Lee Park Choi Jung Kang Cho Yoon Jang Han Oh Seo Shin Kwon Hwang Ahn Song".split(),
    m="Min-jun Ji-ho Do-yun Seo-jun Hyun-woo Jae-won Sung-min Ji-hoon Dong-hyun Tae-yang Joon-young "
      "Woo-jin".split(),
    f="Seo-yeon Ha-eun Ye-jin Eun-ji Min-seo Su-bin Ji-yeon Hye-won Yu-na So-yeon Da-eun".split())

JAPANESE = dict(
    fam="Sato Suzuki Takahashi Watanabe Ito Yamamoto Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi "
        "Matsumoto Inoue Kimura Shimizu Mori Abe Ikeda Hashimoto Ishikawa Ogawa Okada Fujita".split(),
    m="Haruto Hiroshi Takumi Daisuke Kazuki Ryota Shota Yuto Sota Kenta Naoki Tatsuya Makoto Satoshi".split(),
    f="Yui Aoi Hina Sakura Mei Haruka Ayaka Misaki Nanami Emi Naoko Keiko Tomoko Yuka Mariko".split())

ARABIC = dict(
    m="Ahmed Omar Ali Youssef Khalid Hassan Ibrahim Tariq Samir Rami Fadi Walid Hamza Ziad Nabil Majid "
      "Sami Adel".split(),
    f="Fatima Aisha Mariam Nour Yasmin Huda Rania Salma Zainab Amira Dina Hala Reem Lina Noura Samira".split(),
    fam="Haddad Khoury Nasser Mansour Khalil Aziz Hamdan Rahman Abdullah Othman Darwish Sabbagh Jaber "
        "Barakat Shami Hijazi Suleiman Yousef Najjar Awad".split())

IGBO = dict(
    m="Obinna Chinedu Ikenna Uchenna Kelechi Obiora Ifeanyi Chibuzo Tochukwu Ebuka Somto Chijioke".split(),
    f="Chioma Adaeze Nkechi Amaka Chiamaka Uzoma Obiageli Chinwe Nneka Ebele Ogechi Chinyere".split(),
    fam="Okafor Nwosu Eze Okonkwo Nwachukwu Obi Onyeka Okoro Ibe Ugwu Nnadi Chukwu Agu Onwuka "
        "Ekwueme Ozoemena".split())

YORUBA = dict(
    m="Olumide Adebayo Oluwafemi Ayodele Kayode Segun Damilola Tobi Ayomide Gbenga Dapo Wale".split(),
    f="Folake Yetunde Adunni Titilayo Omolara Temitayo Abimbola Kemi Bukola Morenike Funke Yewande".split(),
    fam="Ogunleye Adewale Olawale Afolabi Akinola Oladipo Adeleke Ogundipe Balogun Olatunji Oyewole Akande "
        "Adeniyi Ogunyemi Alabi".split())

INDIAN = dict(
    m="Rahul Amit Vikram Arjun Sanjay Rajesh Suresh Anil Karthik Nikhil Pranav Vivek Siddharth Harish Manoj "
      "Deepak Gaurav Varun Abhishek Ravi".split(),
    f="Priya Ananya Deepa Kavya Neha Pooja Shreya Divya Lakshmi Anjali Sunita Rekha Aishwarya Swati Nandini "
      "Pallavi Sneha Shalini".split(),
    fam="Sharma Patel Singh Kumar Gupta Reddy Iyer Nair Menon Rao Joshi Desai Shah Chatterjee Banerjee "
        "Mukherjee Das Krishnan Agarwal Kapoor Malhotra Verma Bhat Kulkarni Naidu Chopra Sinha "
        "Venkatesan Ghosh Trivedi".split())

SCANDI = dict(
    m="Lars Erik Anders Johan Nils Ole Henrik Mikkel Jonas Kristian Bjørn Espen Torbjørn Gunnar Rasmus Mads "
      "Søren Fredrik Oskar Axel Gustav Emil Sindre Vegard Stian Joakim Morten Thomas Martin".split(),
    f="Ingrid Kari Hanne Silje Ingeborg Astrid Karin Maja Elin Frida Linnea Ida Signe Birgitte Camilla "
      "Tuva Ragnhild Solveig Guro Liv Malin Emma Nora Thea Helle".split(),
    fam="Hansen Johansen Olsen Larsen Andersen Pedersen Kristiansen Jensen Karlsen Haugen Hagen Johannessen "
        "Andreassen Jacobsen Jørgensen Halvorsen Sørensen Moen Solheim Lie Eriksson Johansson "
        "Karlsson Andersson Persson Svensson Gustafsson Lindberg Holm Christensen Rasmussen Mortensen Madsen "
        "Thomsen Berntsen Eide Myhre Nygaard Bakken Aas Rønning".split())

# weight = how many filler contacts from each culture
WEIGHTS = dict(ENGLISH=90, IRISH=34, GERMAN=54, DUTCH=34, POLISH=46, SPANISH=54, PORTUGUESE=38, ITALIAN=44,
               VIETNAMESE=30, CHINESE=32, CANTONESE=10, KOREAN=26, JAPANESE=26, ARABIC=30, IGBO=22, YORUBA=22,
               INDIAN=36, SCANDI=50)

FILLER_ORGS = [
    "Fjordline Data", "Polaris Retail Group", "Harbourview Press", "Tallow & Wick", "Greystone Consulting",
    "Bluefin Media", "Northgate Estates", "Ironbridge Engineering", "Solace Studios", "Copperleaf Foods",
    "Vantage Mobility", "Orchard Lane Bakery", "Stillwater Games", "Redkite Aviation", "Quarry Hill Brewing",
    "Tidewater Marine", "Pinecrest Hotels", "Lanterna Design", "Stratos Cloud", "Mirador Travel",
    "Falkland Textiles", "Wavecrest Telecom", "Granite Peak Outdoor", "Cobalt Robotics", "Verdant Farms",
]
TITLES = ["Software Engineer", "Product Designer", "Data Analyst", "Project Coordinator", "Sales Director",
          "Marketing Lead", "Chef", "Architect", "Researcher", "Translator", "Logistics Planner",
          "UX Researcher", "Copy Editor", "Operations Lead", "Site Engineer", "Buyer", "Photographer"]

for _k, _v in list(globals().items()):
    if _k.isupper() and isinstance(_v, dict) and _k != 'WEIGHTS':
        for _f in _v:
            _v[_f] = [x.replace('_', ' ') for x in _v[_f]]
