import type { AdLanguage, CategoryKey } from './categories';

/**
 * What the demo's job ads are made of, in the four languages employers write in: each employer
 * writes in its own (companies.ts), so a Swedish employer's ad is Swedish from title to the last
 * line. A role is one title in each language (the lists have the same order), so the generator
 * picks the same role whatever the language.
 */
type InLanguages = Record<AdLanguage, string>;
type ListsInLanguages = Record<AdLanguage, string[]>;

const role = (en: string, sv: string, nb: string, da: string): InLanguages => ({ en, sv, nb, da });

export const ROLES: Record<CategoryKey, InLanguages[]> = {
  it: [
    role('Backend Developer', 'Backendutvecklare', 'Backendutvikler', 'Backendudvikler'),
    role('Frontend Developer', 'Frontendutvecklare', 'Frontendutvikler', 'Frontendudvikler'),
    role('Full-stack Developer', 'Fullstackutvecklare', 'Fullstackutvikler', 'Fullstackudvikler'),
    role('DevOps Engineer', 'DevOps-ingenjör', 'DevOps-ingeniør', 'DevOps-ingeniør'),
    role('Data Engineer', 'Dataingenjör', 'Dataingeniør', 'Dataingeniør'),
    role('IT Support Technician', 'IT-supporttekniker', 'IT-supporttekniker', 'IT-supporter'),
    role('Tech Lead', 'Teknisk ledare', 'Teknisk leder', 'Teknisk leder'),
    role('QA Engineer', 'Testare', 'Testingeniør', 'Testingeniør'),
    role('Cloud Architect', 'Molnarkitekt', 'Skyarkitekt', 'Cloudarkitekt'),
    role('Mobile Developer', 'Apputvecklare', 'Apputvikler', 'Appudvikler'),
  ],
  healthcare: [
    role('Registered Nurse', 'Sjuksköterska', 'Sykepleier', 'Sygeplejerske'),
    role('Assistant Nurse', 'Undersköterska', 'Helsefagarbeider', 'Social- og sundhedsassistent'),
    role('Physiotherapist', 'Fysioterapeut', 'Fysioterapeut', 'Fysioterapeut'),
    role('General Practitioner', 'Allmänläkare', 'Fastlege', 'Praktiserende læge'),
    role('Pharmacist', 'Apotekare', 'Farmasøyt', 'Farmaceut'),
    role('Occupational Therapist', 'Arbetsterapeut', 'Ergoterapeut', 'Ergoterapeut'),
    role('Midwife', 'Barnmorska', 'Jordmor', 'Jordemoder'),
    role('Medical Secretary', 'Medicinsk sekreterare', 'Helsesekretær', 'Lægesekretær'),
  ],
  engineering: [
    role('Mechanical Engineer', 'Maskiningenjör', 'Maskiningeniør', 'Maskiningeniør'),
    role('Electrical Engineer', 'Elingenjör', 'Elektroingeniør', 'Elektroingeniør'),
    role(
      'Automation Engineer',
      'Automationsingenjör',
      'Automasjonsingeniør',
      'Automationsingeniør',
    ),
    role('Process Engineer', 'Processingenjör', 'Prosessingeniør', 'Procesingeniør'),
    role('Service Technician', 'Servicetekniker', 'Servicetekniker', 'Servicetekniker'),
    role('Quality Engineer', 'Kvalitetsingenjör', 'Kvalitetsingeniør', 'Kvalitetsingeniør'),
    role('Project Engineer', 'Projektingenjör', 'Prosjektingeniør', 'Projektingeniør'),
  ],
  sales: [
    role('Account Manager', 'Kundansvarig säljare', 'Kundeansvarlig', 'Kundeansvarlig'),
    role('Sales Representative', 'Säljare', 'Selger', 'Sælger'),
    role(
      'Key Account Manager',
      'Key account manager',
      'Key account manager',
      'Key account manager',
    ),
    role('Store Manager', 'Butikschef', 'Butikksjef', 'Butikschef'),
    role('Sales Assistant', 'Butikssäljare', 'Butikkmedarbeider', 'Butiksmedarbejder'),
    role('Business Developer', 'Affärsutvecklare', 'Forretningsutvikler', 'Forretningsudvikler'),
  ],
  marketing: [
    role('Content Designer', 'Copywriter', 'Innholdsprodusent', 'Indholdsproducent'),
    role(
      'Marketing Coordinator',
      'Marknadskoordinator',
      'Markedskoordinator',
      'Marketingkoordinator',
    ),
    role(
      'Communications Officer',
      'Kommunikatör',
      'Kommunikasjonsrådgiver',
      'Kommunikationskonsulent',
    ),
    role('UX Designer', 'UX-designer', 'UX-designer', 'UX-designer'),
    role('Graphic Designer', 'Grafisk formgivare', 'Grafisk designer', 'Grafisk designer'),
    role(
      'Social Media Editor',
      'Redaktör för sociala medier',
      'Redaktør for sosiale medier',
      'Redaktør for sociale medier',
    ),
  ],
  finance: [
    role('Accountant', 'Redovisningsekonom', 'Regnskapsmedarbeider', 'Bogholder'),
    role('Financial Controller', 'Controller', 'Controller', 'Controller'),
    role('Payroll Specialist', 'Lönespecialist', 'Lønnsmedarbeider', 'Lønbogholder'),
    role('Risk Analyst', 'Riskanalytiker', 'Risikoanalytiker', 'Risikoanalytiker'),
    role('Credit Analyst', 'Kreditanalytiker', 'Kredittanalytiker', 'Kreditanalytiker'),
    role('Auditor', 'Revisor', 'Revisor', 'Revisor'),
  ],
  logistics: [
    role('Warehouse Operative', 'Lagerarbetare', 'Lagermedarbeider', 'Lagermedarbejder'),
    role('Truck Driver', 'Lastbilschaufför', 'Lastebilsjåfør', 'Lastbilchauffør'),
    role('Logistics Planner', 'Logistikplanerare', 'Logistikkplanlegger', 'Logistikplanlægger'),
    role('Forklift Driver', 'Truckförare', 'Truckfører', 'Truckfører'),
    role('Supply Chain Analyst', 'Logistikanalytiker', 'Logistikkanalytiker', 'Logistikanalytiker'),
    role('Shift Supervisor', 'Skiftledare', 'Skiftleder', 'Holdleder'),
  ],
  construction: [
    role('Site Manager', 'Platschef', 'Anleggsleder', 'Byggeleder'),
    role('Carpenter', 'Snickare', 'Tømrer', 'Tømrer'),
    role('Electrician', 'Elektriker', 'Elektriker', 'Elektriker'),
    role('Property Manager', 'Fastighetsförvaltare', 'Eiendomsforvalter', 'Ejendomsadministrator'),
    role('Structural Engineer', 'Konstruktör', 'Byggingeniør', 'Bygningskonstruktør'),
    role('Plumber', 'Rörmokare', 'Rørlegger', 'VVS-montør'),
  ],
  education: [
    role('Primary School Teacher', 'Grundskollärare', 'Grunnskolelærer', 'Folkeskolelærer'),
    role('Preschool Teacher', 'Förskollärare', 'Barnehagelærer', 'Pædagog'),
    role('Special Needs Teacher', 'Speciallärare', 'Spesialpedagog', 'Specialpædagog'),
    role('Mathematics Teacher', 'Matematiklärare', 'Matematikklærer', 'Matematiklærer'),
    role('School Counsellor', 'Skolkurator', 'Skolerådgiver', 'Skolevejleder'),
  ],
  hospitality: [
    role('Chef', 'Kock', 'Kokk', 'Kok'),
    role('Barista', 'Barista', 'Barista', 'Barista'),
    role('Receptionist', 'Receptionist', 'Resepsjonist', 'Receptionist'),
    role('Restaurant Manager', 'Restaurangchef', 'Restaurantsjef', 'Restaurantchef'),
    role('Housekeeper', 'Hotellstädare', 'Romrenholder', 'Rengøringsassistent'),
    role('Sous Chef', 'Souschef', 'Souschef', 'Souschef'),
  ],
  'customer-service': [
    role(
      'Customer Service Agent',
      'Kundtjänstmedarbetare',
      'Kundeservicemedarbeider',
      'Kundeservicemedarbejder',
    ),
    role(
      'Customer Success Manager',
      'Customer success manager',
      'Customer success manager',
      'Customer success manager',
    ),
    role(
      'Support Team Lead',
      'Teamledare i kundtjänst',
      'Teamleder kundeservice',
      'Teamleder i kundeservice',
    ),
    role('Call Centre Agent', 'Kundrådgivare', 'Kunderådgiver', 'Kunderådgiver'),
  ],
  hr: [
    role('HR Generalist', 'HR-generalist', 'HR-generalist', 'HR-generalist'),
    role('Recruiter', 'Rekryterare', 'Rekrutteringsrådgiver', 'Rekrutteringskonsulent'),
    role('Office Manager', 'Kontorschef', 'Kontorsjef', 'Kontorchef'),
    role('HR Business Partner', 'HR-partner', 'HR-rådgiver', 'HR-partner'),
    role(
      'Administrative Assistant',
      'Administratör',
      'Administrasjonskonsulent',
      'Administrativ medarbejder',
    ),
  ],
  energy: [
    role(
      'Wind Turbine Technician',
      'Vindkraftstekniker',
      'Vindturbintekniker',
      'Vindmølletekniker',
    ),
    role('Energy Analyst', 'Energianalytiker', 'Energianalytiker', 'Energianalytiker'),
    role('Grid Engineer', 'Elnätsingenjör', 'Nettingeniør', 'Elnetingeniør'),
    role(
      'Hydropower Operator',
      'Driftoperatör vattenkraft',
      'Driftsoperatør vannkraft',
      'Driftsoperatør',
    ),
    role('Energy Trader', 'Energihandlare', 'Krafthandler', 'Energihandler'),
  ],
};

/** What the person will do: phrases that follow "you will:" (and its words in each language). */
export const DUTIES: Record<CategoryKey, ListsInLanguages> = {
  it: {
    en: [
      'design, build and run services used by thousands of people every day',
      'review code and share what you know with the team',
      'improve our build and deployment pipelines',
      'work closely with designers and product owners',
      'keep our systems secure, observable and fast',
      'take part in a calm, well-planned on-call rota',
    ],
    sv: [
      'utveckla och förvalta tjänster som tusentals människor använder varje dag',
      'granska kod och dela med dig av det du kan',
      'förbättra våra flöden för kontinuerlig leverans',
      'arbeta nära designer och produktägare',
      'se till att våra system är säkra, övervakade och snabba',
      'ingå i en lugn och välplanerad jourrotation',
    ],
    nb: [
      'utvikle og drifte tjenester som tusenvis av mennesker bruker hver dag',
      'gjennomgå kode og dele det du kan med teamet',
      'forbedre løsningene våre for kontinuerlig leveranse',
      'jobbe tett med designere og produkteiere',
      'holde systemene våre sikre, overvåkede og raske',
      'inngå i en rolig og godt planlagt vaktordning',
    ],
    da: [
      'udvikle og drive tjenester, som tusindvis af mennesker bruger hver dag',
      'gennemgå kode og dele din viden med teamet',
      'forbedre vores processer for kontinuerlig levering',
      'arbejde tæt sammen med designere og produktejere',
      'holde vores systemer sikre, overvågede og hurtige',
      'indgå i en rolig og velplanlagt vagtordning',
    ],
  },
  healthcare: {
    en: [
      'plan and give care together with doctors and colleagues',
      'meet patients and their families with respect',
      'document care in our patient records system',
      'take part in the development of our ward routines',
      'supervise students during their placements',
    ],
    sv: [
      'planera och ge vård tillsammans med läkare och kollegor',
      'möta patienter och närstående med respekt',
      'dokumentera vården i vårt journalsystem',
      'vara med och utveckla avdelningens rutiner',
      'handleda studenter under deras praktik',
    ],
    nb: [
      'planlegge og gi pleie sammen med leger og kolleger',
      'møte pasienter og pårørende med respekt',
      'dokumentere behandlingen i journalsystemet vårt',
      'bidra til å utvikle rutinene på avdelingen',
      'veilede studenter i praksis',
    ],
    da: [
      'planlægge og give pleje sammen med læger og kolleger',
      'møde patienter og pårørende med respekt',
      'dokumentere plejen i vores journalsystem',
      'være med til at udvikle afdelingens rutiner',
      'vejlede studerende i deres praktik',
    ],
  },
  engineering: {
    en: [
      'lead technical work from first sketch to commissioning',
      'solve problems on the factory floor together with operators',
      'write specifications and test protocols',
      'work with suppliers on quality and delivery',
      'drive continuous improvement with lean methods',
    ],
    sv: [
      'leda tekniskt arbete från första skiss till driftsättning',
      'lösa problem i produktionen tillsammans med operatörerna',
      'skriva kravspecifikationer och testprotokoll',
      'arbeta med leverantörer kring kvalitet och leveranser',
      'driva ständiga förbättringar med lean',
    ],
    nb: [
      'lede teknisk arbeid fra første skisse til idriftsettelse',
      'løse problemer i produksjonen sammen med operatørene',
      'skrive spesifikasjoner og testprotokoller',
      'følge opp leverandører på kvalitet og leveranser',
      'drive kontinuerlig forbedring med lean',
    ],
    da: [
      'lede teknisk arbejde fra første skitse til idriftsættelse',
      'løse problemer i produktionen sammen med operatørerne',
      'skrive specifikationer og testprotokoller',
      'samarbejde med leverandører om kvalitet og levering',
      'drive løbende forbedringer med lean',
    ],
  },
  sales: {
    en: [
      'build long-term relationships with customers in the region',
      'find and win new customers',
      'plan campaigns with our marketing team',
      'follow up sales targets every week',
      'represent the company at trade fairs',
    ],
    sv: [
      'bygga långsiktiga relationer med kunder i regionen',
      'hitta och vinna nya kunder',
      'planera kampanjer tillsammans med marknadsavdelningen',
      'följa upp försäljningsmålen varje vecka',
      'representera företaget på mässor',
    ],
    nb: [
      'bygge langsiktige relasjoner med kunder i regionen',
      'finne og vinne nye kunder',
      'planlegge kampanjer sammen med markedsavdelingen',
      'følge opp salgsmålene hver uke',
      'representere selskapet på messer',
    ],
    da: [
      'opbygge langvarige relationer til kunder i regionen',
      'finde og vinde nye kunder',
      'planlægge kampagner sammen med marketingafdelingen',
      'følge op på salgsmålene hver uge',
      'repræsentere virksomheden på messer',
    ],
  },
  marketing: {
    en: [
      'write and edit texts for web, social media and print',
      'plan campaigns and measure what works',
      'run user research and usability tests',
      'keep our visual identity consistent',
      'work with agencies and freelancers',
    ],
    sv: [
      'skriva och redigera texter för webb, sociala medier och tryck',
      'planera kampanjer och mäta vad som fungerar',
      'genomföra användarstudier och användbarhetstester',
      'hålla ihop vår visuella identitet',
      'samarbeta med byråer och frilansare',
    ],
    nb: [
      'skrive og redigere tekster for nett, sosiale medier og trykk',
      'planlegge kampanjer og måle hva som virker',
      'gjennomføre brukerundersøkelser og brukertester',
      'sørge for en helhetlig visuell profil',
      'samarbeide med byråer og frilansere',
    ],
    da: [
      'skrive og redigere tekster til web, sociale medier og tryk',
      'planlægge kampagner og måle, hvad der virker',
      'gennemføre brugerundersøgelser og brugertests',
      'sikre en ensartet visuel identitet',
      'samarbejde med bureauer og freelancere',
    ],
  },
  finance: {
    en: [
      'own the monthly and yearly closing',
      'prepare reports for management and the board',
      'improve our routines and systems',
      'handle VAT, payroll and tax questions',
      'support budget owners across the company',
    ],
    sv: [
      'ansvara för månads- och årsbokslut',
      'ta fram rapporter till ledningen och styrelsen',
      'förbättra våra rutiner och system',
      'hantera frågor om moms, lön och skatt',
      'stötta budgetansvariga i hela företaget',
    ],
    nb: [
      'ha ansvar for måneds- og årsavslutning',
      'utarbeide rapporter til ledelsen og styret',
      'forbedre rutinene og systemene våre',
      'håndtere spørsmål om mva., lønn og skatt',
      'støtte budsjettansvarlige i hele selskapet',
    ],
    da: [
      'stå for måneds- og årsafslutningen',
      'udarbejde rapporter til ledelsen og bestyrelsen',
      'forbedre vores rutiner og systemer',
      'håndtere spørgsmål om moms, løn og skat',
      'støtte budgetansvarlige i hele virksomheden',
    ],
  },
  logistics: {
    en: [
      'receive, store and ship goods safely',
      'plan routes and loads for the next day',
      'keep track of stock in our warehouse system',
      'lead a small team on your shift',
      'work for a safe and tidy workplace',
    ],
    sv: [
      'ta emot, lagra och skicka gods på ett säkert sätt',
      'planera rutter och laster inför nästa dag',
      'hålla koll på lagersaldot i vårt lagersystem',
      'leda ett litet team under ditt skift',
      'bidra till en säker och städad arbetsplats',
    ],
    nb: [
      'ta imot, lagre og sende varer på en sikker måte',
      'planlegge ruter og lass for neste dag',
      'holde oversikt over beholdningen i lagersystemet vårt',
      'lede et lite team på ditt skift',
      'bidra til en trygg og ryddig arbeidsplass',
    ],
    da: [
      'modtage, opbevare og sende varer sikkert',
      'planlægge ruter og læs til næste dag',
      'holde styr på lagerbeholdningen i vores lagersystem',
      'lede et lille team på dit skift',
      'bidrage til en sikker og ryddelig arbejdsplads',
    ],
  },
  construction: {
    en: [
      'plan and lead work on site',
      'follow up time, cost and quality',
      'make sure that everyone goes home safe',
      'work with architects, clients and subcontractors',
      'keep our properties in good shape',
    ],
    sv: [
      'planera och leda arbetet på bygget',
      'följa upp tid, kostnad och kvalitet',
      'se till att alla går hem oskadda',
      'samarbeta med arkitekter, beställare och underentreprenörer',
      'hålla våra fastigheter i gott skick',
    ],
    nb: [
      'planlegge og lede arbeidet på byggeplassen',
      'følge opp tid, kostnader og kvalitet',
      'sørge for at alle kommer trygt hjem',
      'samarbeide med arkitekter, byggherrer og underentreprenører',
      'holde eiendommene våre i god stand',
    ],
    da: [
      'planlægge og lede arbejdet på byggepladsen',
      'følge op på tid, økonomi og kvalitet',
      'sørge for, at alle kommer sikkert hjem',
      'samarbejde med arkitekter, bygherrer og underentreprenører',
      'holde vores ejendomme i god stand',
    ],
  },
  education: {
    en: [
      'plan, teach and assess lessons',
      'work with colleagues in a teaching team',
      'keep in close contact with parents',
      'adapt teaching to every pupil',
      'take part in the development of the school',
    ],
    sv: [
      'planera, genomföra och utvärdera undervisningen',
      'arbeta i arbetslag med dina kollegor',
      'ha nära kontakt med vårdnadshavare',
      'anpassa undervisningen efter varje elev',
      'vara med och utveckla skolan',
    ],
    nb: [
      'planlegge, gjennomføre og vurdere undervisningen',
      'samarbeide med kolleger i et lærerteam',
      'ha tett kontakt med foresatte',
      'tilpasse undervisningen til hver elev',
      'bidra til å utvikle skolen',
    ],
    da: [
      'planlægge, gennemføre og evaluere undervisningen',
      'samarbejde med kolleger i et lærerteam',
      'have tæt kontakt med forældrene',
      'tilpasse undervisningen til den enkelte elev',
      'være med til at udvikle skolen',
    ],
  },
  hospitality: {
    en: [
      'prepare food from local produce',
      'welcome guests and make them feel at home',
      'keep our standards of hygiene and quality',
      'plan menus with the head chef',
      'train new colleagues',
    ],
    sv: [
      'laga mat av lokala råvaror',
      'ta emot gästerna och få dem att känna sig hemma',
      'upprätthålla våra krav på hygien och kvalitet',
      'planera menyer tillsammans med köksmästaren',
      'lära upp nya kollegor',
    ],
    nb: [
      'lage mat av lokale råvarer',
      'ta imot gjestene og få dem til å føle seg hjemme',
      'holde våre standarder for hygiene og kvalitet',
      'planlegge menyer sammen med kjøkkensjefen',
      'lære opp nye kolleger',
    ],
    da: [
      'lave mad af lokale råvarer',
      'tage imod gæsterne og få dem til at føle sig hjemme',
      'overholde vores standarder for hygiejne og kvalitet',
      'planlægge menuer sammen med køkkenchefen',
      'oplære nye kolleger',
    ],
  },
  'customer-service': {
    en: [
      'answer customers by phone, chat and email',
      'solve problems at the first contact',
      'share customer feedback with product teams',
      'help colleagues when the queue is long',
      'write help articles',
    ],
    sv: [
      'svara kunder via telefon, chatt och mejl',
      'lösa ärenden redan vid första kontakten',
      'föra kundernas synpunkter vidare till produktteamen',
      'hjälpa kollegor när kön är lång',
      'skriva hjälpartiklar',
    ],
    nb: [
      'svare kunder på telefon, chat og e-post',
      'løse saker allerede ved første kontakt',
      'dele tilbakemeldinger fra kundene med produktteamene',
      'hjelpe kolleger når køen er lang',
      'skrive hjelpeartikler',
    ],
    da: [
      'besvare kunder via telefon, chat og e-mail',
      'løse sager allerede ved første kontakt',
      'dele kundernes feedback med produktteamene',
      'hjælpe kolleger, når køen er lang',
      'skrive hjælpeartikler',
    ],
  },
  hr: {
    en: [
      'support managers in everything from recruitment to rehabilitation',
      'run our recruitment processes',
      'keep personnel records correct and secure',
      'plan onboarding for new colleagues',
      'develop our HR routines',
    ],
    sv: [
      'stötta chefer i allt från rekrytering till rehabilitering',
      'driva våra rekryteringsprocesser',
      'se till att personaluppgifterna är korrekta och säkra',
      'planera introduktionen för nya medarbetare',
      'utveckla våra HR-rutiner',
    ],
    nb: [
      'støtte ledere i alt fra rekruttering til oppfølging av sykefravær',
      'drive rekrutteringsprosessene våre',
      'sørge for at personalopplysningene er riktige og trygge',
      'planlegge onboarding av nye kolleger',
      'utvikle HR-rutinene våre',
    ],
    da: [
      'støtte lederne i alt fra rekruttering til sygefraværssamtaler',
      'drive vores rekrutteringsforløb',
      'sikre, at personaleoplysningerne er korrekte og sikre',
      'planlægge onboarding af nye kolleger',
      'udvikle vores HR-rutiner',
    ],
  },
  energy: {
    en: [
      'service and repair turbines and power stations',
      'analyse production and market data',
      'plan maintenance together with operators',
      'work on the energy transition in the region',
      'follow strict safety routines',
    ],
    sv: [
      'serva och reparera turbiner och kraftverk',
      'analysera produktions- och marknadsdata',
      'planera underhåll tillsammans med driftpersonalen',
      'arbeta med energiomställningen i regionen',
      'följa tydliga säkerhetsrutiner',
    ],
    nb: [
      'utføre service og reparasjoner på turbiner og kraftverk',
      'analysere produksjons- og markedsdata',
      'planlegge vedlikehold sammen med driftspersonellet',
      'jobbe med det grønne skiftet i regionen',
      'følge strenge sikkerhetsrutiner',
    ],
    da: [
      'servicere og reparere møller og kraftværker',
      'analysere produktions- og markedsdata',
      'planlægge vedligehold sammen med driftspersonalet',
      'arbejde med den grønne omstilling i regionen',
      'følge skarpe sikkerhedsrutiner',
    ],
  },
};

/** Noun phrases that follow "We believe that you have:". */
export const REQUIREMENTS: ListsInLanguages = {
  en: [
    'a relevant education, or experience that matches it',
    'good spoken and written English; a Scandinavian language is a plus',
    'a driving licence (category B)',
    'a structured way of working',
    'experience from a similar role',
    'an interest in working with people',
    'the will to take responsibility and follow things through',
    'curiosity and a wish to learn',
  ],
  sv: [
    'en relevant utbildning, eller erfarenhet som motsvarar den',
    'goda kunskaper i svenska och engelska i tal och skrift',
    'B-körkort',
    'ett strukturerat arbetssätt',
    'erfarenhet från en liknande roll',
    'lätt för att samarbeta med andra',
    'förmåga att ta ansvar och driva saker i mål',
    'nyfikenhet och vilja att lära dig mer',
  ],
  nb: [
    'relevant utdanning, eller erfaring som tilsvarer den',
    'gode norsk- og engelskkunnskaper, muntlig og skriftlig',
    'førerkort klasse B',
    'en strukturert arbeidsform',
    'erfaring fra en lignende rolle',
    'lett for å samarbeide med andre',
    'evne til å ta ansvar og gjennomføre',
    'nysgjerrighet og lyst til å lære',
  ],
  da: [
    'en relevant uddannelse eller tilsvarende erfaring',
    'gode dansk- og engelskkundskaber i skrift og tale',
    'kørekort til almindelig bil (kategori B)',
    'en struktureret arbejdsform',
    'erfaring fra en lignende stilling',
    'let ved at samarbejde med andre',
    'evnen til at tage ansvar og føre tingene ud i livet',
    'nysgerrighed og lyst til at lære nyt',
  ],
};

export const OFFERS: ListsInLanguages = {
  en: [
    'a collective agreement, occupational pension and insurance',
    'a wellness allowance and flexible working hours',
    'five weeks of holiday and a parental leave top-up',
    'time for learning and a yearly training budget',
    'friendly colleagues and an open workplace',
    'a hybrid workplace with two days a week from home',
  ],
  sv: [
    'kollektivavtal, tjänstepension och försäkringar',
    'friskvårdsbidrag och flexibla arbetstider',
    'sex veckors semester och föräldralönetillägg',
    'tid för lärande och en årlig utbildningsbudget',
    'trevliga kollegor och en öppen arbetsplats',
    'möjlighet att arbeta hemifrån två dagar i veckan',
  ],
  nb: [
    'tariffavtale, tjenestepensjon og forsikringer',
    'treningstilskudd og fleksibel arbeidstid',
    'fem ukers ferie og full lønn i foreldrepermisjonen',
    'tid til læring og et årlig budsjett for kurs',
    'hyggelige kolleger og en åpen arbeidsplass',
    'mulighet for å jobbe hjemmefra to dager i uken',
  ],
  da: [
    'overenskomst, pension og sundhedsforsikring',
    'træningstilskud og fleksible arbejdstider',
    'sjette ferieuge og fuld løn under barsel',
    'tid til læring og et årligt uddannelsesbudget',
    'gode kolleger og en åben arbejdsplads',
    'mulighed for at arbejde hjemmefra to dage om ugen',
  ],
};

/** The headings and sentences around the lists. */
interface AdWords {
  aboutRole: string;
  intro: (company: string, role: string, city: string) => string;
  team: (people: number) => string;
  whatYouDo: string;
  asRole: (role: string) => string;
  whoYouAre: string;
  weBelieve: string;
  weOffer: string;
  closing: string;
  welcome: string;
}

/**
 * "a" or "an" before an English noun phrase, by its sound: "an automation engineer", "an HR
 * business partner" (aitch), "a UX designer" (you), "a full-stack developer".
 */
export function withIndefiniteArticle(phrase: string): string {
  const first = phrase.split(/[\s-]/)[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase();
  const vowelSound = acronym
    ? /^[AEFHILMNORSX]/.test(first)
    : /^[aeio]/i.test(first) || (/^u/i.test(first) && !/^u(ni|s|r|t)/i.test(first));
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/** A title inside a sentence: words in lower case, those with capitals inside (IT, DevOps) as they are. */
export function titleInSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (/\p{Lu}/u.test(word.slice(1)) ? word : word.toLowerCase()))
    .join(' ');
}

export const AD_WORDS: Record<AdLanguage, AdWords> = {
  en: {
    aboutRole: 'About the role',
    intro: (company, role, city) =>
      `${company} is looking for ${withIndefiniteArticle(role)} in ${city}.`,
    team: (people) => `You will join a team of ${people} people.`,
    whatYouDo: 'What you will do',
    asRole: (role) => `As ${withIndefiniteArticle(role)}, you will:`,
    whoYouAre: 'Who you are',
    weBelieve: 'We believe that you have:',
    weOffer: 'What we offer',
    closing:
      'We read applications as they arrive and may fill the position before the final apply date.',
    welcome: 'We look forward to your application!',
  },
  sv: {
    aboutRole: 'Om tjänsten',
    intro: (company, role, city) => `${company} söker en ${role} till ${city}.`,
    team: (people) => `Du blir en del av ett team på ${people} personer.`,
    whatYouDo: 'Arbetsuppgifter',
    asRole: (role) => `Som ${role} kommer du att:`,
    whoYouAre: 'Vem är du?',
    weBelieve: 'Vi tror att du har:',
    weOffer: 'Vi erbjuder',
    closing:
      'Vi går igenom ansökningarna löpande, och tjänsten kan tillsättas före sista ansökningsdag.',
    welcome: 'Välkommen med din ansökan!',
  },
  nb: {
    aboutRole: 'Om stillingen',
    intro: (company, role, city) => `${company} søker en ${role} til ${city}.`,
    team: (people) => `Du blir en del av et team på ${people} personer.`,
    whatYouDo: 'Arbeidsoppgaver',
    asRole: (role) => `Som ${role} skal du:`,
    whoYouAre: 'Hvem er du?',
    weBelieve: 'Vi ser etter deg som har:',
    weOffer: 'Vi tilbyr',
    closing: 'Vi behandler søknadene fortløpende, og stillingen kan bli besatt før søknadsfristen.',
    welcome: 'Vi ser frem til å høre fra deg!',
  },
  da: {
    aboutRole: 'Om stillingen',
    intro: (company, role, city) => `${company} søger en ${role} til ${city}.`,
    team: (people) => `Du bliver en del af et team på ${people} personer.`,
    whatYouDo: 'Dine opgaver',
    asRole: (role) => `Som ${role} skal du:`,
    whoYouAre: 'Hvem er du?',
    weBelieve: 'Vi forestiller os, at du har:',
    weOffer: 'Vi tilbyder',
    closing: 'Vi behandler ansøgningerne løbende og ansætter, så snart vi har fundet den rette.',
    welcome: 'Vi glæder os til at høre fra dig!',
  },
};

/** The recruiter's first message after an application, in the language of the job's ad. */
export function thanksForApplying(
  language: string | null,
  firstName: string,
  title: string,
  company: string,
): string {
  const role = titleInSentence(title);
  switch (language) {
    case 'sv':
      return `Hej ${firstName}! Tack för din ansökan till tjänsten som ${role} hos ${company}. Vi läser den och hör av oss.`;
    case 'nb':
      return `Hei ${firstName}! Takk for at du søkte på stillingen som ${role} i ${company}. Vi leser søknaden din og tar kontakt.`;
    case 'da':
      return `Hej ${firstName}! Tak for din ansøgning til stillingen som ${role} hos ${company}. Vi læser den og vender tilbage til dig.`;
    default:
      return `Hi ${firstName}, thank you for applying for the ${role} role at ${company}. We will read your application and come back to you.`;
  }
}
