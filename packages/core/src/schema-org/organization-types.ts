import { typeSet } from "./type-set"

/** LocalBusiness and its subtypes (schema.org 29), the ones Google's local business feature reads. */
export const LOCAL_BUSINESS_TYPES = typeSet(`
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
export const ORGANIZATION_TYPES = typeSet(`
  Organization Airline Consortium Cooperative Corporation FundingScheme LibrarySystem NGO NewsMediaOrganization
  OnlineBusiness OnlineStore PoliticalParty Project FundingAgency ResearchProject ResearchOrganization
  SearchRescueOrganization WorkersUnion GovernmentOrganization MedicalOrganization
  EducationalOrganization CollegeOrUniversity ElementarySchool HighSchool MiddleSchool Preschool School
  PerformingGroup DanceGroup MusicGroup TheaterGroup SportsOrganization SportsTeam
`)

/** An organization of any kind: a company, a local business, an NGO, a school, a news outlet… */
export const isOrganizationType = (type: string): boolean =>
  ORGANIZATION_TYPES.has(type) || LOCAL_BUSINESS_TYPES.has(type)
