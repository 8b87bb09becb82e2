import { inArray, sql } from 'drizzle-orm';
import { OTHER_SPECIFY, OTHERS, PROFILE_LIMITS, PROFILE_TEMPLATES as T, ROLE_IN_TRAINING, type ProfileTemplate } from '@fetp/contract';
import { rowsOf, type Db, type Queryable } from '../db/client';
import {
  profiles, userAchievements, userEducation, userExperiences, userJobs, userPgDegrees, userPostingDetails, userUgDegrees, users,
} from '../db/schema';
import type { FileStore } from '../files/store';
import { storeProfilePhoto } from '../features/account-settings';
import { DEMO_ACCOUNTS } from './demo';

/**
 * The demo people's profiles (002 §3): every demo mentee and mentor, and the coordinator, with a
 * filled profile in the variant of their hub — the national centre's officers variant A, the WHO
 * Country Office's officers variant B, the frontline officers of the Kerala state surveillance
 * unit variant C, the mentors the mentor form — and a photo for some (seedDemoPhotos, which needs
 * the file store). Indian public-health officers: medical officers, district surveillance officers,
 * epidemiologists, with their institutions, degrees from the option lists, and districts of the
 * seeded states. Written in one insert per table, so the seed stays fast.
 */

/** A place as [state, district], both as seeded (seedReferenceData). */
type Place = readonly [state: string, district: string];

interface Degree { name: string; year: string; institution: string; university: string }

/** A work, hardship or teaching row; no `to` on a work row: the current job. */
interface Experience {
  org: string;
  designation: string;
  location?: string;
  at: Place;
  from: string;
  to?: string;
  /** Teaching rows only. */
  orgType?: string;
  employment?: string;
  duties?: string;
}

interface ProfileSeed {
  template: ProfileTemplate;
  /** The hub that sets the template (mentors: the hub they belong to; their template follows the role). */
  hub: 'ncdc' | 'who' | 'kerala';
  /** Where the person lives, when it is not where the demo put them. */
  home?: Place;
  prefix?: string;
  middle?: string;
  dob: string;
  phone: string;
  /** 'same' as the mobile, another number, or none (variant B has no WhatsApp field). */
  whatsapp?: 'same' | string;
  address: string;
  correspondence?: string;
  /** Variant A's education and current job. */
  education?: {
    background: string; otherBackground?: string; sector: string; otherSector?: string; area: string; otherArea?: string;
    graduate: string; otherGraduate?: string; highest: string; otherHighest?: string;
    /** The names of earlier field-epidemiology and One Health trainings (absent: none). */
    feTraining?: string; oneHealthTraining?: string;
  };
  job?: {
    employer: string; title: string; facility: string; facilityLevel: string; otherFacilityLevel?: string; role: string;
    department: string; organisation: string; level: string; designation: string; at: Place; start: string;
  };
  ug?: Degree;
  pg?: Degree[];
  posting?: {
    doj: string; place: string; at: Place; total: string; mentorExperience: boolean;
    /** Absent: the place of posting is the current one. */
    current?: { place: string; at: Place; from: string; to: string };
  };
  hardship?: Experience[];
  work?: Experience[];
  teaching?: Experience[];
  other?: { diseases: string; otherDiseases?: string; affiliation: string; otherAffiliation?: string; level: string; type: string };
  interests?: { area: string; otherArea?: string; list: string[] };
  achievements?: Array<{ count?: string; link?: string; text?: string }>;
}

const NCDC_OFFICE: Place = ['Delhi', 'North Delhi'];

/** The named demo people, by e-mail (made when called: demo.ts, which names the accounts, imports this file). */
const namedProfiles = (): Record<string, ProfileSeed> => ({
  // The coordinator: variant A, as a facilitator of the national centre's programme.
  [DEMO_ACCOUNTS.coordinator]: {
    template: T.fieldEpidemiology, hub: 'ncdc', prefix: 'dr', dob: '1976-08-19', phone: '9810234567', whatsapp: 'same',
    address: 'C-14, Kidwai Nagar East, New Delhi 110023',
    education: {
      background: 'Public Health Specialist', sector: 'Human Health', area: 'Experience supervising public health professionals',
      graduate: 'MBBS', highest: 'MD / MS', feTraining: 'FETP India, ICMR-National Institute of Epidemiology (2005-2007)',
      oneHealthTraining: 'One Health Workforce training, NCDC (2019)',
    },
    job: {
      employer: 'Ministry of Health and Family Welfare', title: 'Joint Director', facility: 'National Centre for Disease Control', facilityLevel: 'National',
      role: 'Facilitator', department: 'Division of Epidemiology', organisation: 'National Centre for Disease Control', level: 'National',
      designation: 'Joint Director and Course Coordinator, FETP', at: NCDC_OFFICE, start: '2017-04-03',
    },
  },

  // Mentors: the mentor form.
  [DEMO_ACCOUNTS.mentors[0]!]: {
    template: T.mentor, hub: 'ncdc', prefix: 'dr', dob: '1978-03-14', phone: '9868012345', whatsapp: 'same',
    address: 'Type V Quarters, AIIMS Residential Campus, Ansari Nagar West, New Delhi 110029',
    ug: { name: 'MBBS', year: '2001', institution: 'Government Medical College, Thiruvananthapuram', university: 'University of Kerala' },
    pg: [
      { name: 'MD Community Medicine', year: '2005', institution: 'All India Institute of Medical Sciences, New Delhi', university: 'All India Institute of Medical Sciences' },
      { name: 'MSc Epidemiology', year: '2011', institution: 'London School of Hygiene and Tropical Medicine', university: 'University of London' },
    ],
    work: [
      { org: 'All India Institute of Medical Sciences, New Delhi', designation: 'Additional Professor, Centre for Community Medicine', location: 'Ansari Nagar', at: ['Delhi', 'New Delhi'], from: '2016-07-01' },
      { org: 'Government Medical College, Kozhikode', designation: 'Assistant Professor, Community Medicine', location: 'Kozhikode', at: ['Kerala', 'Kozhikode'], from: '2006-08-01', to: '2016-06-30' },
    ],
    other: { diseases: 'Vaccine-preventable diseases', affiliation: 'Medical College', level: 'National', type: 'Academic' },
    teaching: [
      {
        org: 'Government Medical College, Kozhikode', orgType: 'Medical College', designation: 'Assistant Professor', employment: 'Permanent', at: ['Kerala', 'Kozhikode'],
        duties: 'Taught epidemiology and biostatistics to MBBS students and MD Community Medicine residents; guided eleven MD theses.', from: '2006-08-01', to: '2016-06-30',
      },
      {
        org: 'ICMR-National Institute of Epidemiology, Chennai', orgType: 'Research Institute', designation: 'Faculty, Field Epidemiology Training Programme',
        employment: 'Visiting Faculty', at: ['Tamil Nadu', 'Chennai'], duties: 'Modules on outbreak investigation and vaccine effectiveness for FETP officers.', from: '2017-01-09', to: '2025-12-19',
      },
    ],
    interests: { area: 'Outbreak investigation', list: ['Measles and rubella elimination', 'Vaccine effectiveness studies', 'Mentoring field epidemiologists'] },
    achievements: [
      { count: '42', link: 'https://pubmed.ncbi.nlm.nih.gov/?term=Nair+P+measles+India', text: 'Member of the national measles-rubella elimination technical working group.' },
      { text: 'Led the evaluation of the state measles surveillance system, Kerala (2014).' },
    ],
  },
  [DEMO_ACCOUNTS.mentors[1]!]: {
    template: T.mentor, hub: 'ncdc', home: ['Uttar Pradesh', 'Lucknow'], prefix: 'prof', dob: '1975-09-02', phone: '9415098765', whatsapp: '9839012345',
    address: '7/112, Vikas Nagar, Lucknow 226022',
    ug: { name: 'MBBS', year: '1998', institution: 'Ganesh Shankar Vidyarthi Memorial Medical College, Kanpur', university: 'Chhatrapati Shahu Ji Maharaj University' },
    pg: [
      { name: 'MD Preventive and Social Medicine', year: '2002', institution: "King George's Medical University, Lucknow", university: "King George's Medical University" },
      { name: 'PhD', year: '2012', institution: "King George's Medical University, Lucknow", university: "King George's Medical University" },
    ],
    work: [
      { org: "King George's Medical University, Lucknow", designation: 'Professor and Head, Community Medicine', location: 'Chowk, Lucknow', at: ['Uttar Pradesh', 'Lucknow'], from: '2015-01-01' },
      { org: "King George's Medical University, Lucknow", designation: 'Associate Professor, Community Medicine', location: 'Chowk, Lucknow', at: ['Uttar Pradesh', 'Lucknow'], from: '2009-02-01', to: '2014-12-31' },
      { org: 'Integrated Disease Surveillance Programme, Uttar Pradesh', designation: 'District Surveillance Officer', location: 'Gorakhpur', at: ['Uttar Pradesh', 'Gorakhpur'], from: '2003-05-01', to: '2009-01-31' },
    ],
    other: { diseases: 'Vector-borne diseases', affiliation: 'Medical College', level: 'State', type: 'Academic' },
    teaching: [
      {
        org: "King George's Medical University, Lucknow", orgType: 'Medical College', designation: 'Associate Professor', employment: 'Permanent', at: ['Uttar Pradesh', 'Lucknow'],
        duties: 'Epidemiology, health management and research methods for MBBS and MD students; community medicine field postings.', from: '2009-02-01', to: '2014-12-31',
      },
      {
        org: 'National Centre for Disease Control', orgType: 'Central Government', designation: 'Guest Faculty, FETP', employment: 'Visiting Faculty', at: NCDC_OFFICE,
        duties: 'Sessions on acute encephalitis syndrome surveillance and vector control for FETP officers.', from: '2016-03-01', to: '2024-12-31',
      },
    ],
    interests: { area: 'Surveillance system evaluation', list: ['Acute encephalitis syndrome and Japanese encephalitis', 'Vector-borne disease control', 'Health systems research'] },
    achievements: [{ count: '35', link: 'https://pubmed.ncbi.nlm.nih.gov/?term=Singh+V+encephalitis+Gorakhpur', text: 'Designed the AES surveillance dashboard used by the state of Uttar Pradesh.' }],
  },
  [DEMO_ACCOUNTS.mentors[2]!]: {
    template: T.mentor, hub: 'ncdc', home: ['Tamil Nadu', 'Chennai'], prefix: 'dr', dob: '1980-11-21', phone: '9444087654', whatsapp: 'same',
    address: 'Flat 3B, Second Avenue, Ayapakkam, Chennai 600077',
    ug: { name: 'MBBS', year: '2004', institution: 'Jawaharlal Nehru Medical College, Aligarh', university: 'Aligarh Muslim University' },
    pg: [
      { name: 'MD Community Medicine', year: '2008', institution: 'Maulana Azad Medical College, New Delhi', university: 'University of Delhi' },
      { name: 'MPH', year: '2011', institution: 'ICMR-National Institute of Epidemiology, Chennai', university: 'The Tamil Nadu Dr. M.G.R. Medical University' },
    ],
    work: [
      { org: 'ICMR-National Institute of Epidemiology', designation: 'Scientist E', location: 'Ayapakkam, Chennai', at: ['Tamil Nadu', 'Chennai'], from: '2019-04-01' },
      { org: 'ICMR-National Institute of Epidemiology', designation: 'Scientist C', location: 'Ayapakkam, Chennai', at: ['Tamil Nadu', 'Chennai'], from: '2012-01-02', to: '2019-03-31' },
    ],
    other: { diseases: 'Water- and food-borne diseases', affiliation: 'ICMR Institute', level: 'National', type: 'Research' },
    teaching: [{
      org: 'ICMR-National Institute of Epidemiology, Chennai', orgType: 'Research Institute', designation: 'Course Faculty, Master of Public Health', employment: 'Permanent',
      at: ['Tamil Nadu', 'Chennai'], duties: 'Biostatistics and data analysis with R for MPH scholars; supervised field dissertations.', from: '2012-07-01', to: '2025-06-30',
    }],
    interests: { area: 'Data analysis and biostatistics', list: ['Cholera and acute diarrhoeal disease', 'Surveillance data analysis', 'Scientific writing'] },
    achievements: [{ count: '28', link: 'https://pubmed.ncbi.nlm.nih.gov/?term=Khan+F+cholera+India', text: 'Co-author of the national guidelines for investigating acute diarrhoeal disease outbreaks.' }],
  },

  // Cohort 2025 (NCDC): variant A.
  [DEMO_ACCOUNTS.mentees[0]!]: {
    template: T.fieldEpidemiology, hub: 'ncdc', prefix: 'dr', dob: '1991-05-12', phone: '9876501234', whatsapp: 'same',
    address: 'House 27, Sector 4, R. K. Puram, New Delhi 110022',
    education: {
      background: 'Medical Officer', sector: 'Human Health', area: 'Outbreak and other epidemiology investigations', graduate: 'MBBS', highest: 'MBBS',
      oneHealthTraining: 'One Health orientation, NCDC (2023)',
    },
    job: {
      employer: 'Directorate General of Health Services, Delhi', title: 'Medical Officer', facility: 'District Surveillance Unit, South Delhi', facilityLevel: 'District',
      role: 'Resident', department: 'Integrated Disease Surveillance Programme', organisation: 'Directorate General of Health Services, Government of NCT of Delhi',
      level: 'District', designation: 'Medical Officer (Surveillance)', at: ['Delhi', 'South Delhi'], start: '2020-09-01',
    },
  },
  [DEMO_ACCOUNTS.mentees[1]!]: {
    template: T.fieldEpidemiology, hub: 'ncdc', prefix: 'dr', dob: '1989-02-27', phone: '9811122334', whatsapp: '9444012345',
    address: 'Quarter 14, Lodhi Colony, New Delhi 110003',
    education: {
      background: 'Medical Officer', sector: 'Human Health', area: 'Management of surveillance systems', graduate: 'MBBS', highest: 'MPH',
      feTraining: 'Basic Course in Epidemiology, ICMR-NIE (2019)',
    },
    job: {
      employer: 'New Delhi Municipal Council', title: 'Medical Officer of Health', facility: 'NDMC Public Health Department, Palika Kendra', facilityLevel: 'District',
      role: 'Resident', department: 'Public Health Department', organisation: 'New Delhi Municipal Council', level: 'District', designation: 'Medical Officer of Health',
      at: ['Delhi', 'New Delhi'], start: '2018-07-16',
    },
  },
  [DEMO_ACCOUNTS.mentees[2]!]: {
    template: T.fieldEpidemiology, hub: 'ncdc', prefix: 'dr', dob: '1987-10-05', phone: '9871234560', whatsapp: 'same',
    address: 'Flat 5, Block C, Sarojini Nagar, New Delhi 110023',
    education: {
      background: 'Veterinarian', sector: 'Animal Health', area: 'Disease prevention and control strategies', graduate: 'BVSc & AH',
      highest: OTHERS, otherHighest: 'MVSc Veterinary Public Health', oneHealthTraining: 'One Health Fellowship, ICMR (2022)',
    },
    job: {
      employer: 'Department of Animal Husbandry, Government of NCT of Delhi', title: 'Veterinary Officer', facility: 'Zoonoses Control Cell, Old Secretariat',
      facilityLevel: OTHERS, otherFacilityLevel: 'State zoonoses cell', role: 'Resident', department: 'Zoonoses Control Cell',
      organisation: 'Department of Animal Husbandry, Government of NCT of Delhi', level: 'State', designation: 'Veterinary Officer', at: ['Delhi', 'North Delhi'], start: '2016-03-21',
    },
  },
  [DEMO_ACCOUNTS.mentees[3]!]: {
    template: T.fieldEpidemiology, hub: 'ncdc', prefix: 'ms', dob: '1993-12-18', phone: '9958812345', whatsapp: 'same',
    address: '44, Gole Market, New Delhi 110001',
    education: { background: 'Laboratory Scientist', sector: 'Laboratory', area: 'Management of surveillance systems', graduate: 'B.Sc. Life Sciences', highest: 'MSc' },
    job: {
      employer: 'National Centre for Disease Control', title: 'Research Scientist', facility: 'Division of Microbiology, NCDC', facilityLevel: 'National', role: 'Resident',
      department: 'Division of Microbiology', organisation: 'National Centre for Disease Control', level: 'National', designation: 'Research Scientist (Microbiology)',
      at: NCDC_OFFICE, start: '2021-11-01',
    },
  },

  // Cohort 2026's WHO-supported officers (WHO Country Office): variant B.
  [DEMO_ACCOUNTS.mentees[4]!]: {
    template: T.appliedEpidemiology, hub: 'who', home: ['Uttar Pradesh', 'Lucknow'], middle: 'Kumar', dob: '1988-07-09', phone: '9415023456',
    address: 'WHO Country Office Sub-regional Unit, Swasthya Bhawan, Lucknow 226001',
    ug: { name: 'MBBS', year: '2011', institution: 'Moti Lal Nehru Medical College, Prayagraj', university: 'University of Allahabad' },
    pg: [{ name: 'MD Community Medicine', year: '2016', institution: "King George's Medical University, Lucknow", university: "King George's Medical University" }],
    posting: {
      doj: '2018-02-01', place: 'WHO-NPSP Field Unit, Gorakhpur', at: ['Uttar Pradesh', 'Gorakhpur'], total: '4.4', mentorExperience: false,
      current: { place: 'WHO Country Office Sub-regional Unit, Lucknow', at: ['Uttar Pradesh', 'Lucknow'], from: '2018-02-01', to: '2022-06-30' },
    },
    other: { diseases: 'Vaccine-preventable diseases', affiliation: 'WHO Country Office', level: 'State', type: 'International Organisation' },
    hardship: [
      { org: 'WHO Country Office for India (NPSP)', designation: 'Surveillance Medical Officer', location: 'Flood-affected blocks of Gorakhpur', at: ['Uttar Pradesh', 'Gorakhpur'], from: '2018-02-01', to: '2022-06-30' },
    ],
    work: [
      { org: 'WHO Country Office for India', designation: 'Surveillance Medical Officer', location: 'Lucknow', at: ['Uttar Pradesh', 'Lucknow'], from: '2022-07-01' },
      { org: 'Community Health Centre, Chinhat', designation: 'Medical Officer', location: 'Chinhat, Lucknow', at: ['Uttar Pradesh', 'Lucknow'], from: '2011-09-01', to: '2013-06-30' },
    ],
  },
  [DEMO_ACCOUNTS.mentees[5]!]: {
    template: T.appliedEpidemiology, hub: 'who', home: ['Odisha', 'Ganjam'], dob: '1986-04-22', phone: '9437065432',
    address: 'WHO Country Office Field Unit, MKCG Medical College Campus, Berhampur 760004',
    ug: { name: 'MBBS', year: '2009', institution: 'Government Medical College, Thiruvananthapuram', university: 'University of Kerala' },
    pg: [
      { name: 'MD Community Medicine', year: '2013', institution: 'Government Medical College, Kozhikode', university: 'Kerala University of Health Sciences' },
      { name: 'MPH', year: '2017', institution: 'Indian Institute of Public Health, Gandhinagar', university: 'Indian Institute of Public Health Gandhinagar' },
    ],
    posting: { doj: '2018-09-03', place: 'WHO Country Office Field Unit, Berhampur', at: ['Odisha', 'Ganjam'], total: '8.2', mentorExperience: true },
    other: { diseases: 'Vaccine-preventable diseases', affiliation: 'WHO Country Office', level: 'District', type: 'International Organisation' },
    hardship: [
      { org: 'Primary Health Centre, Kuchinda', designation: 'Medical Officer', location: 'Kuchinda block', at: ['Odisha', 'Sambalpur'], from: '2013-08-01', to: '2015-06-30' },
    ],
    work: [
      { org: 'WHO Country Office for India', designation: 'Surveillance Medical Officer', location: 'Berhampur', at: ['Odisha', 'Ganjam'], from: '2018-09-03' },
      { org: 'District Headquarters Hospital, Sambalpur', designation: 'Epidemiologist (IDSP)', location: 'Sambalpur', at: ['Odisha', 'Sambalpur'], from: '2017-08-01', to: '2018-08-31' },
    ],
  },
  [DEMO_ACCOUNTS.mentees[6]!]: {
    template: T.appliedEpidemiology, hub: 'who', home: ['Bihar', 'Patna'], dob: '1990-01-30', phone: '9534012876',
    address: 'WHO Country Office Sub-regional Unit, State Health Society, Sheikhpura, Patna 800014',
    ug: { name: 'MBBS', year: '2012', institution: 'Darbhanga Medical College', university: 'Aryabhatta Knowledge University' },
    pg: [{ name: 'Diploma in Public Health', year: '2016', institution: 'All India Institute of Hygiene and Public Health, Kolkata', university: 'West Bengal University of Health Sciences' }],
    posting: {
      doj: '2016-10-03', place: 'WHO Country Office Field Unit, Darbhanga', at: ['Bihar', 'Darbhanga'], total: '4.5', mentorExperience: false,
      current: { place: 'WHO Country Office Sub-regional Unit, Patna', at: ['Bihar', 'Patna'], from: '2016-10-03', to: '2021-03-31' },
    },
    other: {
      diseases: OTHER_SPECIFY, otherDiseases: 'Kala-azar and acute encephalitis syndrome', affiliation: 'WHO Country Office', level: 'State', type: 'International Organisation',
    },
    hardship: [
      { org: 'WHO Country Office for India', designation: 'Surveillance Medical Officer', location: 'Flood-prone blocks of the Kosi and Bagmati', at: ['Bihar', 'Darbhanga'], from: '2016-10-03', to: '2021-03-31' },
      { org: 'Rajendra Memorial Research Institute of Medical Sciences (ICMR)', designation: 'Field Medical Officer, kala-azar elimination', location: 'Muzaffarpur', at: ['Bihar', 'Muzaffarpur'], from: '2013-04-01', to: '2014-06-30' },
    ],
    work: [{ org: 'WHO Country Office for India', designation: 'Surveillance Medical Officer', location: 'Patna', at: ['Bihar', 'Patna'], from: '2021-04-01' }],
  },
  [DEMO_ACCOUNTS.mentees[7]!]: {
    template: T.appliedEpidemiology, hub: 'who', home: ['Maharashtra', 'Pune'], dob: '1982-09-14', phone: '9822045678',
    address: 'WHO Country Office Sub-regional Unit, Arogya Bhavan, Vishrantwadi, Pune 411006',
    ug: { name: 'MBBS', year: '2005', institution: 'B. J. Government Medical College, Pune', university: 'Maharashtra University of Health Sciences' },
    pg: [{ name: 'MD Preventive and Social Medicine', year: '2010', institution: 'Armed Forces Medical College, Pune', university: 'Maharashtra University of Health Sciences' }],
    posting: {
      doj: '2011-06-01', place: 'WHO-NPSP Field Unit, Nashik', at: ['Maharashtra', 'Nashik'], total: '6.6', mentorExperience: true,
      current: { place: 'WHO Country Office Sub-regional Unit, Pune', at: ['Maharashtra', 'Pune'], from: '2011-06-01', to: '2017-12-31' },
    },
    other: { diseases: 'Vaccine-preventable diseases', affiliation: 'WHO Country Office', level: 'State', type: 'International Organisation' },
    hardship: [
      { org: 'WHO Country Office for India (NPSP)', designation: 'Surveillance Medical Officer', location: 'Surgana and Peth tribal blocks', at: ['Maharashtra', 'Nashik'], from: '2011-06-01', to: '2017-12-31' },
    ],
    work: [
      { org: 'WHO Country Office for India', designation: 'Surveillance Medical Officer', location: 'Pune', at: ['Maharashtra', 'Pune'], from: '2018-01-01' },
      { org: 'Pune Municipal Corporation', designation: 'Assistant Medical Officer of Health', location: 'Pune', at: ['Maharashtra', 'Pune'], from: '2006-04-01', to: '2007-04-30' },
    ],
  },

  // The frontline course's officers (State Surveillance Unit, Kerala): variant C.
  [DEMO_ACCOUNTS.mentees[8]!]: {
    template: T.frontline, hub: 'kerala', dob: '1992-03-03', phone: '9899076543', whatsapp: 'same',
    address: 'Quarter 8, Moti Bagh I, New Delhi 110021', correspondence: 'House 112, Civil Lines, Rewari, Haryana 123401',
    ug: { name: 'MBBS', year: '2015', institution: 'University College of Medical Sciences, Delhi', university: 'University of Delhi' },
    pg: [{ name: 'Diploma in Public Health', year: '2020', institution: 'All India Institute of Hygiene and Public Health, Kolkata', university: 'West Bengal University of Health Sciences' }],
    work: [
      { org: 'Directorate General of Health Services, Delhi', designation: 'Medical Officer (IDSP)', location: 'District Surveillance Unit, New Delhi', at: ['Delhi', 'New Delhi'], from: '2021-01-04' },
      { org: 'Delhi Government Dispensary, Moti Bagh', designation: 'Medical Officer', location: 'Moti Bagh', at: ['Delhi', 'New Delhi'], from: '2016-02-01', to: '2018-06-30' },
    ],
    teaching: [{
      org: 'District Surveillance Unit, New Delhi', orgType: 'State Government', designation: 'Resource Person', employment: 'Visiting Faculty', at: ['Delhi', 'New Delhi'],
      duties: 'Trained ASHAs and ANMs in syndromic reporting on IHIP and the dengue case definitions.', from: '2022-01-10', to: '2022-03-31',
    }],
    interests: { area: 'Outbreak investigation', list: ['Dengue and vector-borne disease surveillance', 'Digital surveillance (IHIP)'] },
  },
  [DEMO_ACCOUNTS.mentees[9]!]: {
    template: T.frontline, hub: 'kerala', home: ['Kerala', 'Kozhikode'], dob: '1990-06-25', phone: '9447034567', whatsapp: '9061234567',
    address: 'District Medical Office (Health), Civil Station, Kozhikode 673020', correspondence: 'Menon House, Chevayur, Kozhikode 673017',
    ug: { name: 'MBBS', year: '2013', institution: 'Government Medical College, Kozhikode', university: 'Kerala University of Health Sciences' },
    pg: [{ name: 'MD Community Medicine', year: '2018', institution: 'Government Medical College, Thrissur', university: 'Kerala University of Health Sciences' }],
    work: [
      { org: 'Department of Health Services, Kerala', designation: 'District Surveillance Officer', location: 'Kozhikode', at: ['Kerala', 'Kozhikode'], from: '2021-06-01' },
      { org: 'Government Medical College, Kozhikode', designation: 'Assistant Professor, Community Medicine', location: 'Kozhikode', at: ['Kerala', 'Kozhikode'], from: '2018-08-01', to: '2021-05-31' },
    ],
    teaching: [
      {
        org: 'Government Medical College, Kozhikode', orgType: 'Medical College', designation: 'Assistant Professor', employment: 'Permanent', at: ['Kerala', 'Kozhikode'],
        duties: 'Taught epidemiology and research methods to MBBS students; guided community diagnosis postings.', from: '2018-08-01', to: '2021-05-31',
      },
      {
        org: 'State Institute of Health and Family Welfare, Thiruvananthapuram', orgType: 'State Government', designation: 'Guest Faculty', employment: 'Visiting Faculty',
        at: ['Kerala', 'Thiruvananthapuram'], duties: 'Sessions on outbreak investigation in the Nipah preparedness training of medical officers.', from: '2023-09-18', to: '2023-09-22',
      },
    ],
    interests: { area: 'Outbreak investigation', list: ['Nipah and zoonotic spillover preparedness', 'Measles outbreak response', 'One Health'] },
    achievements: [{ count: '4', link: 'https://pubmed.ncbi.nlm.nih.gov/?term=Menon+A+Kozhikode', text: 'Member of the district rapid response team for the 2023 Nipah cluster in Kozhikode.' }],
  },
  [DEMO_ACCOUNTS.mentees[10]!]: {
    template: T.frontline, hub: 'kerala', home: ['Tamil Nadu', 'Coimbatore'], dob: '1987-11-11', phone: '9443056789', whatsapp: 'same',
    address: '21, Race Course Road, Coimbatore 641018', correspondence: '12-3-45, Gandhi Nagar, Tirupati, Andhra Pradesh 517501',
    ug: { name: 'MBBS', year: '2010', institution: 'Sri Venkateswara Medical College, Tirupati', university: 'Dr. NTR University of Health Sciences' },
    pg: [{ name: 'MPH', year: '2016', institution: 'ICMR-National Institute of Epidemiology, Chennai', university: 'The Tamil Nadu Dr. M.G.R. Medical University' }],
    work: [
      { org: 'Directorate of Public Health and Preventive Medicine, Tamil Nadu', designation: 'Epidemiologist', location: 'Coimbatore', at: ['Tamil Nadu', 'Coimbatore'], from: '2017-03-01' },
      { org: 'Primary Health Centre, Thondamuthur', designation: 'Medical Officer', location: 'Thondamuthur', at: ['Tamil Nadu', 'Coimbatore'], from: '2011-05-02', to: '2014-06-30' },
    ],
    teaching: [{
      org: 'Coimbatore Medical College', orgType: 'Medical College', designation: 'Guest Lecturer', employment: 'Visiting Faculty', at: ['Tamil Nadu', 'Coimbatore'],
      duties: 'Lectures on surveillance and outbreak investigation for MD Community Medicine residents.', from: '2019-07-01', to: '2020-03-31',
    }],
    interests: { area: 'Surveillance system evaluation', list: ['Acute encephalitis syndrome', 'Japanese encephalitis vaccination'] },
    achievements: [{ count: '2' }],
  },
  [DEMO_ACCOUNTS.mentees[11]!]: {
    template: T.frontline, hub: 'kerala', home: ['Kerala', 'Ernakulam'], dob: '1994-08-08', phone: '9778012345', whatsapp: 'same',
    address: 'Flat 6C, Civil Station Road, Kakkanad, Ernakulam 682030', correspondence: '17/2 Lake Town, Block A, Kolkata 700089',
    ug: { name: 'B.Sc. Nursing', year: '2015', institution: 'College of Nursing, Medical College Kolkata', university: 'West Bengal University of Health Sciences' },
    pg: [{ name: 'MPH', year: '2019', institution: 'Amrita Institute of Medical Sciences, Kochi', university: 'Amrita Vishwa Vidyapeetham' }],
    work: [
      { org: 'National Health Mission, Kerala', designation: 'Epidemiologist, District Surveillance Unit', location: 'Kakkanad', at: ['Kerala', 'Ernakulam'], from: '2020-02-03' },
      { org: 'Amrita Institute of Medical Sciences, Kochi', designation: 'Staff Nurse', location: 'Edappally, Kochi', at: ['Kerala', 'Ernakulam'], from: '2015-09-01', to: '2017-06-30' },
    ],
    teaching: [{
      org: 'District Training Centre, Ernakulam', orgType: 'State Government', designation: 'Trainer', employment: 'Contractual', at: ['Kerala', 'Ernakulam'],
      duties: 'Trained junior public health nurses in leptospirosis case detection and line listing after the floods.', from: '2021-09-01', to: '2021-12-15',
    }],
    interests: { area: OTHER_SPECIFY, otherArea: 'Post-disaster surveillance', list: ['Leptospirosis', 'Data quality of line lists', 'Nursing in public health'] },
  },
});

// ---- The officers without a sign-in (seedDemoCohorts, seedFieldAssignmentDemo): profiles made from their places ----

interface Officer { id: number; email: string; first: string; last: string; gender: string | null; state: string; district: string }

/** A deterministic pick, so the demo is the same on every seed. */
const pick = <V>(list: readonly V[], i: number): V => list[i % list.length]!;
const pad = (n: number) => String(n).padStart(2, '0');
/** A date of birth `age` years before `year`. */
const dobOf = (year: number, age: number, i: number) => `${year - age}-${pad(1 + ((i * 7) % 12))}-${pad(1 + ((i * 11) % 28))}`;
const phoneOf = (i: number) => `9${String(712_300_451 + i * 104_729).padStart(9, '0').slice(-9)}`;

/** A medical college and its university in the state, for the frontline officers' UG degree. */
const COLLEGES: Record<string, readonly [string, string][]> = {
  Kerala: [
    ['Government Medical College, Thrissur', 'Kerala University of Health Sciences'],
    ['Government Medical College, Kozhikode', 'Kerala University of Health Sciences'],
    ['Government Medical College, Thiruvananthapuram', 'Kerala University of Health Sciences'],
  ],
  'Tamil Nadu': [['Coimbatore Medical College', 'The Tamil Nadu Dr. M.G.R. Medical University']],
  Karnataka: [['Kasturba Medical College, Manipal', 'Manipal Academy of Higher Education']],
};

/** The FETP cohorts' further officers: variant A, district officers of their states. */
const FETP_ROLES = [
  {
    education: { background: 'Medical Officer', sector: 'Human Health', area: 'Outbreak and other epidemiology investigations', graduate: 'MBBS', highest: 'MBBS' },
    title: 'Medical Officer', designation: 'District Surveillance Officer', facilityLevel: 'District',
  },
  {
    education: { background: 'Medical Officer', sector: 'Human Health', area: 'Management of surveillance systems', graduate: 'MBBS', highest: 'MD / MS' },
    title: 'Epidemiologist', designation: 'District Epidemiologist', facilityLevel: 'District',
  },
  {
    education: { background: 'Public Health Specialist', sector: 'Human Health', area: 'Disease prevention and control strategies', graduate: 'BDS', highest: 'MPH' },
    title: 'Public Health Specialist', designation: 'Epidemiologist, State Surveillance Unit', facilityLevel: 'State', unit: 'State Surveillance Unit',
  },
  {
    education: { background: 'Nurse', sector: 'Human Health', area: 'Epidemiology of injury and diseases', graduate: 'B.Sc. Nursing', highest: 'MPH' },
    title: 'Public Health Nurse', designation: 'Public Health Nurse Supervisor', facilityLevel: 'Block',
  },
  {
    education: { background: 'Data Manager', sector: 'Human Health', area: 'Management of surveillance systems', graduate: OTHERS, otherGraduate: 'B.Sc. Statistics', highest: 'MSc' },
    title: 'Data Manager', designation: 'Data Manager, District Surveillance Unit', facilityLevel: 'District',
  },
] as const;

function fetpOfficer(o: Officer, i: number): ProfileSeed {
  const role = pick(FETP_ROLES, i);
  const startYear = 2014 + (i % 9);
  const start = `${startYear}-${pad(1 + ((i * 5) % 12))}-01`;
  const doctor = role.education.background === 'Medical Officer' || role.education.graduate === 'BDS';
  return {
    template: T.fieldEpidemiology, hub: 'ncdc', prefix: doctor ? 'dr' : o.gender === 'female' ? 'ms' : 'mr',
    dob: dobOf(startYear, 27 + (i % 5), i), phone: phoneOf(i), whatsapp: i % 3 ? 'same' : phoneOf(i + 40),
    address: `${12 + i * 7}, Civil Lines, ${o.district}, ${o.state}`,
    education: { ...role.education, ...(i % 4 === 1 ? { feTraining: 'Basic Epidemiology course, NCDC' } : {}), ...(i % 5 === 2 ? { oneHealthTraining: 'One Health training, NCDC and ICMR' } : {}) },
    job: {
      employer: `Department of Health and Family Welfare, ${o.state}`, title: role.title,
      facility: 'unit' in role ? `${role.unit}, ${o.state}` : `District Surveillance Unit, ${o.district}`,
      facilityLevel: role.facilityLevel, role: 'Resident', department: 'Integrated Disease Surveillance Programme', organisation: `Directorate of Health Services, ${o.state}`,
      level: role.facilityLevel === 'State' ? 'State' : 'District', designation: role.designation, at: [o.state, o.district], start,
    },
  };
}

/** The frontline cohort's further officers: variant C. `ug`: their UG degree's institution and university when not the state's medical college. */
const FRONTLINE_ROLES = [
  { ug: ['MBBS'], pg: ['Diploma in Public Health', 'Government Medical College, Thiruvananthapuram', 'Kerala University of Health Sciences'], designation: 'Medical Officer (IDSP)', earlier: ['Community Health Centre', 'Medical Officer'] },
  { ug: ['MBBS'], pg: ['MPH', 'Achutha Menon Centre for Health Science Studies, SCTIMST', 'Sree Chitra Tirunal Institute for Medical Sciences and Technology'], designation: 'District Surveillance Officer', earlier: ['Taluk Hospital', 'Assistant Surgeon'] },
  {
    ug: ['B.Sc. Nursing', 'Government College of Nursing, Thiruvananthapuram', 'Kerala University of Health Sciences'], pg: ['MPH', 'Amrita Institute of Medical Sciences, Kochi', 'Amrita Vishwa Vidyapeetham'],
    designation: 'Public Health Nurse', earlier: ['Community Health Centre', 'Staff Nurse'],
  },
  { ug: ['MBBS'], pg: ['MD Community Medicine', 'Government Medical College, Kozhikode', 'Kerala University of Health Sciences'], designation: 'Assistant Surgeon (Epidemiology)', earlier: ['Primary Health Centre', 'Medical Officer'] },
  {
    ug: ['BVSc & AH', 'College of Veterinary and Animal Sciences, Mannuthy', 'Kerala Veterinary and Animal Sciences University'],
    pg: ['MVSc Veterinary Public Health', 'College of Veterinary and Animal Sciences, Mannuthy', 'Kerala Veterinary and Animal Sciences University'],
    designation: 'Veterinary Surgeon (Zoonoses)', employer: 'Department of Animal Husbandry', earlier: ['Veterinary Dispensary', 'Veterinary Surgeon'],
  },
] as const;
const FRONTLINE_INTERESTS = [
  ['Leptospirosis', 'Dengue control'], ['Scrub typhus', 'Hospital-based surveillance'], ['Cholera and water safety'], ['Measles elimination', 'Immunisation coverage'],
  ['Rabies and zoonoses', 'One Health'],
] as const;

function frontlineOfficer(o: Officer, i: number): ProfileSeed {
  const role = pick(FRONTLINE_ROLES, i);
  const [college, university] = pick(COLLEGES[o.state] ?? COLLEGES.Kerala!, i);
  const [ugName, ugInstitution = college, ugUniversity = university] = role.ug;
  const ugYear = 2011 + (i % 5);
  const health = o.state === 'Kerala' ? 'Department of Health Services' : o.state === 'Tamil Nadu' ? 'Directorate of Public Health and Preventive Medicine' : 'Department of Health and Family Welfare';
  const employer = `${'employer' in role ? role.employer : health}, ${o.state}`;
  const at: Place = [o.state, o.district];
  return {
    template: T.frontline, hub: 'kerala', dob: dobOf(ugYear, 22 + (i % 3), i + 3), phone: phoneOf(i + 20), whatsapp: i % 2 ? phoneOf(i + 60) : 'same',
    address: `District Medical Office, Civil Station, ${o.district}`, correspondence: `${3 + i * 9}/${100 + i * 13}, Temple Road, ${o.district}, ${o.state}`,
    ug: { name: ugName, year: String(ugYear), institution: ugInstitution, university: ugUniversity },
    pg: [{ name: role.pg[0], year: String(ugYear + 4), institution: role.pg[1], university: role.pg[2] }],
    work: [
      { org: employer, designation: role.designation, location: `District Medical Office, ${o.district}`, at, from: `${ugYear + 6}-${pad(1 + ((i * 4) % 12))}-01` },
      { org: `${role.earlier[0]}, ${o.district}`, designation: role.earlier[1], location: o.district, at, from: `${ugYear + 1}-06-01`, to: `${ugYear + 3}-05-31` },
    ],
    teaching: [{
      org: `District Training Centre, ${o.district}`, orgType: 'State Government', designation: 'Resource Person', employment: 'Visiting Faculty', at,
      duties: 'Trained field staff in case definitions, line listing and weekly reporting under IDSP.', from: `${ugYear + 7}-02-01`, to: `${ugYear + 7}-03-15`,
    }],
    interests: { area: pick(['Outbreak investigation', 'Surveillance system evaluation', 'Data analysis and biostatistics', 'One Health', 'Laboratory surveillance'], i), list: [...pick(FRONTLINE_INTERESTS, i)] },
    achievements: i % 3 === 0 ? [{ count: String(1 + (i % 3)), text: 'Presented a field investigation at the state IDSP review.' }] : [],
  };
}

// ---- Writing ----

const FETP_OFFICERS = '%@officers.fetp-demo.org';
const FRONTLINE_OFFICERS = '%@frontline.fetp-demo.org';

/**
 * Fills the profiles of the demo people and sets their hub (which selects the template), their
 * date of birth, mobile number and, where it moved, their district. The bench's extra officers get
 * none: only the named accounts and the demo's own officers (by their e-mail domains) are read.
 */
export async function seedDemoProfiles(tx: Queryable, opts: { hubs: { ncdc: number; who: number; kerala: number } }) {
  const named = namedProfiles();
  const people = rowsOf<Officer>(await tx.execute(sql`
    select u.id, u.email, u.first_name as first, u.last_name as last, u.gender, s.name as state, d.name as district
    from users u left join states s on s.id = u.state_id left join districts d on d.id = u.district_id
    where u.email in (${sql.join(Object.keys(named).map((e) => sql`${e}`), sql`, `)})
       or u.email like ${FETP_OFFICERS} or u.email like ${FRONTLINE_OFFICERS}
    order by u.id`));
  const places = rowsOf<{ state: string; district: string; state_id: number; district_id: number }>(await tx.execute(sql`
    select s.name as state, d.name as district, s.id as state_id, d.id as district_id from districts d join states s on s.id = d.state_id`));
  const placeBy = new Map(places.map((p) => [`${p.state}|${p.district}`, p]));
  const place = ([state, district]: Place) => {
    const found = placeBy.get(`${state}|${district}`);
    if (!found) throw new Error(`demo profiles: no district ${district} in ${state}`);
    return { districtId: found.district_id, stateId: found.state_id };
  };

  let fetp = 0;
  let frontline = 0;
  const seeds = people.map((person) => {
    const seed = named[person.email] ?? (person.email.endsWith(FETP_OFFICERS.slice(1)) ? fetpOfficer(person, fetp++) : frontlineOfficer(person, frontline++));
    return { person, seed };
  });

  const hubIds = { ncdc: opts.hubs.ncdc, who: opts.hubs.who, kerala: opts.hubs.kerala };
  const usersRows = seeds.map(({ person, seed }) => {
    const home = seed.home ? place(seed.home) : null;
    return sql`(${person.id}::int, ${hubIds[seed.hub]}::int, ${seed.dob}::date, ${seed.phone}::varchar, ${home?.stateId ?? null}::int, ${home?.districtId ?? null}::int)`;
  });
  await tx.execute(sql`
    update users u set hub_id = v.hub_id, dob = v.dob, phone_number = v.phone,
      state_id = coalesce(v.state_id, u.state_id), district_id = coalesce(v.district_id, u.district_id)
    from (values ${sql.join(usersRows, sql`, `)}) as v(id, hub_id, dob, phone, state_id, district_id)
    where u.id = v.id`);

  const experienceRows = (userId: number, kind: 'work' | 'hardship' | 'teaching', rows: Experience[] = []) => rows.map((r, position) => ({
    userId, kind, position, organisationName: r.org, organisationType: r.orgType ?? null, designation: r.designation, employmentType: r.employment ?? null,
    location: r.location ?? null, ...place(r.at), responsibilities: r.duties ?? null, jobFrom: r.from, jobTo: r.to ?? null, isCurrent: kind === 'work' && !r.to,
  }));

  const now = new Date();
  await tx.insert(profiles).values(seeds.map(({ person, seed }) => ({
    userId: person.id, templateName: seed.template, prefix: seed.prefix ?? null, middleName: seed.middle ?? null, currentAddress: seed.address,
    correspondenceAddress: seed.correspondence ?? null,
    whatsappNumber: seed.whatsapp === undefined ? null : seed.whatsapp === 'same' ? seed.phone : seed.whatsapp,
    diseasesJobIsAddressing: seed.other?.diseases ?? null, otherDiseasesJobIsAddressing: seed.other?.otherDiseases ?? null,
    institutionalAffiliationOfJob: seed.other?.affiliation ?? null, otherInstitutionalAffiliationOfJob: seed.other?.otherAffiliation ?? null,
    institutionalLevelOfCurrentJob: seed.other?.level ?? seed.job?.level ?? null, institutionType: seed.other?.type ?? null,
    areasInExperience: seed.interests?.area ?? null, otherAreasInExperience: seed.interests?.otherArea ?? null,
    interestArea1: seed.interests?.list[0] ?? null, interestArea2: seed.interests?.list[1] ?? null, interestArea3: seed.interests?.list[2] ?? null,
    interestArea4: seed.interests?.list[3] ?? null, interestArea5: seed.interests?.list[4] ?? null,
    selfDeclaration: seed.template === T.appliedEpidemiology, updatedAt: now,
  })));

  const withEducation = seeds.filter((s) => s.seed.education && s.seed.job);
  if (withEducation.length) {
    await tx.insert(userEducation).values(withEducation.map(({ person, seed: { education: e } }) => ({
      userId: person.id, professionalBackground: e!.background, otherProfessionalBackground: e!.otherBackground ?? null, sector: e!.sector,
      otherSector: e!.otherSector ?? null, areaOfExperience: e!.area, otherAreaOfExperience: e!.otherArea ?? null, graduateDegree: e!.graduate,
      otherGraduateDegree: e!.otherGraduate ?? null, highestQualification: e!.highest, otherHighestQualification: e!.otherHighest ?? null,
      anyPreviousTrainingInFieldEpidemiology: !!e!.feTraining, previousTrainingInFieldEpidemiologyName: e!.feTraining ?? null,
      anyPreviousTrainingInOneHealth: !!e!.oneHealthTraining, previousTrainingInOneHealthName: e!.oneHealthTraining ?? null,
    })));
    await tx.insert(userJobs).values(withEducation.map(({ person, seed: { job: j } }) => {
      const isMentor = j!.role === ROLE_IN_TRAINING.mentor;
      return {
        userId: person.id, employer: j!.employer, jobTitle: j!.title, yearInCurrentJob: j!.start.slice(0, 4), facilityName: j!.facility,
        facilitySurveillanceLevel: j!.facilityLevel, otherFacilitySurveillanceLevel: j!.otherFacilityLevel ?? null, roleInTraining: j!.role,
        nameOfDepartment: isMentor ? null : j!.department, nameOfOrganization: isMentor ? null : j!.organisation, nameOfInstitute: isMentor ? j!.organisation : null,
        designation: j!.designation, ...place(j!.at), startDateCurrentJob: j!.start,
      };
    }));
  }

  const withUg = seeds.filter((s) => s.seed.ug);
  if (withUg.length) {
    await tx.insert(userUgDegrees).values(withUg.map(({ person, seed: { ug } }) => ({
      userId: person.id, degreeName: ug!.name, passingYear: ug!.year, institution: ug!.institution, university: ug!.university,
    })));
  }
  const pg = seeds.flatMap(({ person, seed }) => (seed.pg ?? []).map((d, position) => ({
    userId: person.id, position, degreeName: d.name, passingYear: d.year, institution: d.institution, university: d.university,
  })));
  if (pg.length) await tx.insert(userPgDegrees).values(pg);

  const withPosting = seeds.filter((s) => s.seed.posting);
  if (withPosting.length) {
    await tx.insert(userPostingDetails).values(withPosting.map(({ person, seed: { posting: p } }) => {
      const current = p!.current ? place(p!.current.at) : null;
      return {
        userId: person.id, doj: p!.doj, postingPlace: p!.place, ...place(p!.at), isCurrentPosting: !p!.current,
        currentPostingPlace: p!.current?.place ?? null, currentDistrictId: current?.districtId ?? null, currentStateId: current?.stateId ?? null,
        periodFrom: p!.current?.from ?? null, periodTo: p!.current?.to ?? null, totalDuration: p!.total, hasMentorExperience: p!.mentorExperience,
      };
    }));
  }

  const experiences = seeds.flatMap(({ person, seed }) => [
    ...experienceRows(person.id, 'work', seed.work), ...experienceRows(person.id, 'hardship', seed.hardship), ...experienceRows(person.id, 'teaching', seed.teaching),
  ]);
  if (experiences.length) await tx.insert(userExperiences).values(experiences);

  const achievements = seeds.flatMap(({ person, seed }) => (seed.achievements ?? []).map((a, position) => ({
    userId: person.id, position, noOfPublications: a.count ?? null, publicationsLink: a.link ?? null, keyAchivements: a.text ?? null,
  })));
  if (achievements.length) await tx.insert(userAchievements).values(achievements);
}

// ---- Photos ----

/** Who has a photo in the demo: two of the three mentors and a third of the demo mentees (their e-mails and colours). */
export const demoPhotos = (): ReadonlyArray<readonly [email: string, colours: readonly [string, string]]> => [
  [DEMO_ACCOUNTS.mentors[0]!, ['#1f5f8b', '#3d8fc4']],
  [DEMO_ACCOUNTS.mentors[2]!, ['#6b2f7a', '#a35bb5']],
  [DEMO_ACCOUNTS.mentees[0]!, ['#1d6b4f', '#3aa57c']],
  [DEMO_ACCOUNTS.mentees[1]!, ['#8a3b12', '#c96a2e']],
  [DEMO_ACCOUNTS.mentees[5]!, ['#243c8f', '#5470c9']],
  [DEMO_ACCOUNTS.mentees[9]!, ['#7a1f3d', '#b8456c']],
];

/** A square portrait of the initials on a coloured disc (a PNG of PROFILE_LIMITS.photoSize pixels). */
export async function initialsPhoto(first: string, last: string, [dark, light]: readonly [string, string]): Promise<Buffer> {
  const size = PROFILE_LIMITS.photoSize;
  const initials = `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase().replace(/[^A-Z]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="256" height="256" fill="#f1f3f5"/>
  <circle cx="128" cy="128" r="124" fill="url(#g)"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="100" font-weight="700" fill="#ffffff">${initials}</text>
</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo's profile photos, made at seed time and kept as an upload keeps them (Account Settings'
 * storeProfilePhoto: resized, stored through the file store, the user's image key and address set).
 * Seeded beside the demo's other files; a user who has a photo keeps it.
 */
export async function seedDemoPhotos(deps: { db: Db; files: FileStore }) {
  const photos = demoPhotos();
  const people = await deps.db.select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName, key: users.profileImageKey })
    .from(users).where(inArray(users.email, photos.map(([email]) => email)));
  for (const person of people) {
    if (person.key) continue;
    const colours = photos.find(([email]) => email === person.email)![1];
    await storeProfilePhoto(deps, person.id, await initialsPhoto(person.first, person.last, colours));
  }
}
