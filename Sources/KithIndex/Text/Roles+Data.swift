// Written for kith by hand: the everyday English names people give the ones they keep in an address book
// for what they do ("my dentist", "the plumber", "someone at the bank"), and the words those contacts'
// cards carry (job titles, business names, post-nominals such as DDS, CPA, Esq.). Checked against common
// usage in US and UK English; no outside list was copied. Edit freely: an index built with another table
// is rebuilt when `SearchIndex.version` changes, so bump it with any change here.

extension RoleTable {
  /// One role a line: `role: names | related | titles`.
  ///
  /// - names: what people call the role, first the one `why` uses; each is also a word a card may carry
  ///   outright (a job title "Dentist", a suffix "DDS"). A query must be one of these.
  /// - related: words on a card that suggest the role without naming it ("Bright Smile Dental"); they
  ///   count a little less, and are never read in a query.
  /// - titles: name prefixes that suggest it ("Dr."), read only in the prefix (so "Oak Dr" is no doctor).
  ///
  /// Words are compared folded (case, accents, punctuation); a card's plural ("Plumbers") counts as its
  /// singular.
  static let source = """
    dentist: dentist, dental surgeon, dds, dmd | dental, dentistry, dental office, dental clinic, dental care, orthodontist, orthodontics, endodontist, periodontist, oral surgeon, dental hygienist, hygienist |
    orthodontist: orthodontist, orthodontics, ortho, braces doctor | |
    doctor: doctor, doc, physician, family doctor, gp, general practitioner, primary care doctor, pcp, md, medical doctor, internist | clinic, medical center, medical centre, medical practice, medical group, family medicine, internal medicine, health centre, health center, surgery, surgeon, mbbs | dr
    pediatrician: pediatrician, paediatrician, kids doctor, children's doctor | pediatrics, paediatrics, pediatric clinic, paediatric clinic |
    optometrist: optometrist, eye doctor, optician, ophthalmologist, od | optometry, optical, opticians, eye care, eyecare, vision center, vision centre, eye clinic |
    dermatologist: dermatologist, skin doctor | dermatology, skin clinic |
    gynecologist: gynecologist, gynaecologist, obgyn, ob gyn | gynecology, gynaecology, obstetrics, women's health |
    chiropractor: chiropractor, chiro | chiropractic |
    physiotherapist: physiotherapist, physio, physical therapist | physiotherapy, physical therapy, rehab, sports injury clinic |
    therapist: therapist, counselor, counsellor, psychologist, psychotherapist, psychiatrist, shrink | therapy, counseling, counselling, psychology, psychotherapy, lcsw, lmft, mental health |
    massage therapist: massage therapist, masseuse, masseur, lmt, rmt | massage, spa |
    nurse: nurse, rn, midwife | nursing, midwifery |
    pharmacist: pharmacist, chemist, pharmacy | drugstore, apothecary, rx |
    vet: vet, veterinarian, veterinary surgeon, dvm | veterinary, animal hospital, animal clinic, pet clinic, vet clinic |
    lawyer: lawyer, attorney, solicitor, barrister, counsel, esq, esquire, notary | law firm, law office, law offices, legal, law, llp, paralegal, attorneys at law |
    accountant: accountant, cpa, bookkeeper, tax advisor, tax adviser, tax preparer, chartered accountant, cfa | accounting, accountancy, bookkeeping, tax, taxes, tax services |
    financial advisor: financial advisor, financial adviser, financial planner, wealth manager, investment advisor, broker, stockbroker | wealth management, investments, financial planning, brokerage |
    banker: banker, bank, bank manager, loan officer, mortgage broker, teller | banking, credit union, savings bank, mortgage |
    insurance agent: insurance agent, insurance broker, insurance | insurer, insurance company, assurance, underwriter, claims adjuster, state farm, allstate, geico |
    realtor: realtor, real estate agent, real estate broker, estate agent, letting agent, property manager | real estate, realty, properties, property management, letting agency, lettings |
    landlord: landlord, landlady, building manager, superintendent | property owner, apartments, building management |
    plumber: plumber | plumbing, drain, drains, heating and plumbing, pipes |
    electrician: electrician, sparky | electrical, electrical services, electrical contractor |
    mechanic: mechanic, auto mechanic, car mechanic, garage | auto repair, car repair, auto shop, auto body, body shop, tires, tyres, tire shop |
    contractor: contractor, general contractor, builder, handyman, handy man, carpenter, roofer, mason, painter, decorator | construction, renovation, renovations, remodeling, remodelling, roofing, carpentry, home improvement |
    hvac technician: hvac technician, hvac, heating engineer, ac repair, air conditioning | heating, cooling, air conditioning, furnace, boiler |
    locksmith: locksmith | locks, lock and key |
    cleaner: cleaner, cleaning lady, housekeeper, maid, janitor | cleaning, cleaning services, maid service, housekeeping, janitorial |
    gardener: gardener, landscaper, groundskeeper, lawn guy, tree surgeon, arborist | gardening, landscaping, lawn care, lawn service, tree service |
    pest control: pest control, exterminator | pest, pests, termite |
    mover: mover, movers, removalist, removals | moving company, removal company, relocation |
    hairdresser: hairdresser, hair stylist, hairstylist, stylist, barber, colorist, colourist | hair salon, salon, barbershop, barber shop, beauty salon, haircut, hair studio |
    beautician: beautician, esthetician, aesthetician, nail tech, manicurist | beauty, nails, nail salon, spa, lashes, brows, waxing |
    tailor: tailor, seamstress, dressmaker | alterations, tailoring |
    dry cleaner: dry cleaner, dry cleaners | dry cleaning, laundry, laundromat |
    babysitter: babysitter, baby sitter, sitter, nanny, au pair, childminder | babysitting, childcare, child care, daycare, day care, nursery |
    dog walker: dog walker, pet sitter, dog sitter | dog walking, pet sitting, pet care, kennel, kennels, boarding |
    groomer: groomer, dog groomer, pet groomer | grooming, pet grooming |
    teacher: teacher, homeroom teacher, class teacher, professor | school, elementary school, primary school, high school, faculty |
    principal: principal, headteacher, head teacher, headmaster, headmistress | school office |
    tutor: tutor, private tutor | tutoring, tuition, lessons |
    coach: coach, trainer, personal trainer, instructor | coaching, fitness, sports club |
    music teacher: music teacher, piano teacher, guitar teacher, voice teacher | music lessons, piano lessons, music school |
    pastor: pastor, priest, minister, reverend, vicar, rabbi, imam, chaplain, deacon, bishop, clergy | church, parish, synagogue, mosque, temple, congregation, ministry | rev, fr, pastor, rabbi, imam
    caterer: caterer | catering |
    florist: florist | flowers, floral |
    baker: baker | bakery, patisserie, cakes |
    butcher: butcher | butchery, meats |
    photographer: photographer | photography, photo studio |
    web developer: web developer, web designer, it guy, it support, computer guy, tech support | it services, computer repair, web design |
    travel agent: travel agent | travel agency |
    driver: driver, chauffeur, taxi, cab, cab driver, taxi driver | taxi company, car service, limo, limousine |
    courier: courier, delivery guy, postman, mailman, mail carrier | delivery, deliveries, courier service |
    caregiver: caregiver, carer, care worker, home aide, home health aide | home care, home health, care home, assisted living |
    social worker: social worker, case worker, caseworker | social services, case management |
    police: police, police officer, cop, detective, sheriff | police department, police station, precinct, sheriff's office |
    """
}
