/** schema.org types the structured-data rules look for, each with the subtypes pages use. */

const set = (names: string): ReadonlySet<string> => new Set(names.trim().split(/\s+/))

/** LocalBusiness and its subtypes (schema.org 29), the ones Google's local business feature reads. */
export const LOCAL_BUSINESS_TYPES = set(`
  LocalBusiness AnimalShelter ArchiveOrganization ChildCare Dentist DryCleaningOrLaundry EmploymentAgency
  InternetCafe Library ProfessionalService RadioStation RealEstateAgent RecyclingCenter SelfStorage
  ShoppingCenter TelevisionStation TouristInformationCenter TravelAgency
  AutomotiveBusiness AutoBodyShop AutoDealer AutoPartsStore AutoRental AutoRepair AutoWash GasStation
  MotorcycleDealer MotorcycleRepair
  EmergencyService FireStation Hospital PoliceStation
  EntertainmentBusiness AdultEntertainment AmusementPark ArtGallery Casino ComedyClub MovieTheater NightClub
  FinancialService AccountingService AutomatedTeller BankOrCreditUnion InsuranceAgency
  FoodEstablishment Bakery BarOrPub Brewery CafeOrCoffeeShop Distillery FastFoodRestaurant IceCreamShop
  Restaurant Winery
  GovernmentOffice PostOffice
  HealthAndBeautyBusiness BeautySalon DaySpa HairSalon HealthClub NailSalon TattooParlor
  HomeAndConstructionBusiness Electrician GeneralContractor HVACBusiness HousePainter Locksmith MovingCompany
  Plumber RoofingContractor
  LegalService Attorney Notary
  LodgingBusiness BedAndBreakfast Campground Hostel Hotel Motel Resort SkiResort VacationRental
  MedicalBusiness CommunityHealth Dermatology DietNutrition Emergency Geriatric Gynecologic MedicalClinic
  Midwifery Nursing Obstetric Oncologic Optician Optometric Otolaryngologic Pediatric Pharmacy Physician
  Physiotherapy PlasticSurgery Podiatric PrimaryCare Psychiatric PublicHealth
  SportsActivityLocation BowlingAlley ExerciseGym GolfCourse PublicSwimmingPool SportsClub StadiumOrArena
  TennisComplex
  Store BikeStore BookStore ClothingStore ComputerStore ConvenienceStore DepartmentStore ElectronicsStore
  Florist FurnitureStore GardenStore GroceryStore HardwareStore HobbyShop HomeGoodsStore JewelryStore
  LiquorStore MensClothingStore MobilePhoneStore MovieRentalStore MusicStore OfficeEquipmentStore OutletStore
  PawnShop PetStore ShoeStore SportingGoodsStore TireShop ToyStore WholesaleStore
`)

/** Organization and its subtypes other than LocalBusiness (which has its own rule). */
export const ORGANIZATION_TYPES = set(`
  Organization Airline Consortium Cooperative Corporation FundingScheme LibrarySystem NGO NewsMediaOrganization
  OnlineBusiness OnlineStore PoliticalParty Project FundingAgency ResearchProject ResearchOrganization
  SearchRescueOrganization WorkersUnion GovernmentOrganization MedicalOrganization
  EducationalOrganization CollegeOrUniversity ElementarySchool HighSchool MiddleSchool Preschool School
  PerformingGroup DanceGroup MusicGroup TheaterGroup SportsOrganization SportsTeam
`)

/** The article types of Google's Article feature, with their schema.org subtypes. */
export const ARTICLE_TYPES = set(`
  Article NewsArticle BlogPosting LiveBlogPosting AdvertiserContentArticle Report SatiricalArticle
  ScholarlyArticle MedicalScholarlyArticle TechArticle APIReference AnalysisNewsArticle AskPublicNewsArticle
  BackgroundNewsArticle OpinionNewsArticle ReportageNewsArticle ReviewNewsArticle
`)

/** Product and the subtypes Google's product features accept. */
export const PRODUCT_TYPES = set("Product IndividualProduct ProductModel SomeProducts Vehicle Car Motorcycle")

/** Properties through which a node only refers to a product or business described elsewhere. */
export const REFERENCE_PROPERTIES: ReadonlySet<string> = set(`
  itemReviewed itemOffered isRelatedTo isSimilarTo isAccessoryOrSparePartFor isConsumableFor about mentions
  brand manufacturer seller provider publisher author creator sponsor parentOrganization subOrganization
  memberOf worksFor branchOf department containedInPlace
`)
