import { OTHER_SPECIFY, OTHERS, ROLE_IN_TRAINING, type ProfileOptionList } from '@fetp/contract';

/**
 * The profile forms' option lists (002 §3 "Profile"), as reference data: `option_items` rows whose
 * list is the spec's option-list name and whose key is the value stored and sent (the label itself,
 * so the sentinels 'Others' and 'Other Specify' are values, as 002 §4 and §9 have them).
 * prefixOptions and genderOptions read the existing prefix and gender lists; districts and states
 * come from their tables.
 */
export const PROFILE_OPTION_VALUES: Partial<Record<ProfileOptionList, readonly string[]>> = {
  underGraduateOptions: ['MBBS', 'BDS', 'BAMS', 'BHMS', 'BUMS', 'B.Sc. Nursing', 'BVSc & AH', 'B.Pharm', 'B.Sc. Microbiology', 'B.Sc. Life Sciences'],
  postGraduateOptions: [
    'MD Community Medicine', 'MD Preventive and Social Medicine', 'MD Microbiology', 'MPH', 'MSc Epidemiology', 'MSc Biostatistics',
    'DNB Community Medicine', 'Diploma in Public Health', 'MVSc Veterinary Public Health', 'PhD',
  ],
  diseasesJobisAddressingOptions: [
    'All communicable diseases (IDSP)', 'Vaccine-preventable diseases', 'Vector-borne diseases', 'Water- and food-borne diseases',
    'Zoonotic diseases', 'Tuberculosis', 'HIV/AIDS and STIs', 'Non-communicable diseases', OTHER_SPECIFY,
  ],
  institutionAlaffiliationofjobOptions: [
    'Ministry of Health and Family Welfare', 'State Health Department', 'Municipal Corporation', 'Medical College', 'ICMR Institute',
    'WHO Country Office', 'Non-Governmental Organisation', OTHER_SPECIFY,
  ],
  institutionallevelofcurrentjobOptions: ['National', 'State', 'District', 'Block', 'Facility'],
  institutionTypeOptions: ['Government', 'Academic', 'Research', 'Non-Governmental', 'International Organisation', 'Private'],
  organizationTypeOptions: [
    'Central Government', 'State Government', 'Medical College', 'Research Institute', 'Non-Governmental Organisation', 'International Organisation', 'Private',
  ],
  employmentTypeOptions: ['Permanent', 'Contractual', 'Deputation', 'Visiting Faculty'],
  professionalBackgroundOptions: ['Medical Officer', 'Nurse', 'Veterinarian', 'Laboratory Scientist', 'Public Health Specialist', 'Data Manager', OTHERS],
  sectorOptions: ['Human Health', 'Animal Health', 'Environmental Health', 'Laboratory', OTHERS],
  areaOfExperienceOptions: [
    'Management of surveillance systems', 'Outbreak and other epidemiology investigations', 'Disease prevention and control strategies',
    'Epidemiology of injury and diseases', 'Experience supervising public health professionals', 'None', OTHERS,
  ],
  graduateDegreeOptions: ['MBBS', 'BDS', 'BVSc & AH', 'B.Sc. Nursing', 'B.Pharm', 'B.Sc. Life Sciences', OTHERS],
  highestQualificationOptions: ['MBBS', 'MD / MS', 'MPH', 'MSc', 'DNB', 'PhD', OTHERS],
  facilitySurveillanceLevelOptions: ['National', 'State', 'District', 'Block', 'Facility', OTHERS],
  roleInTrainingOptions: ['Resident', ROLE_IN_TRAINING.mentor, 'Supervisor', 'Facilitator', ROLE_IN_TRAINING.other],
  areasInExperienceOptions: [
    'Outbreak investigation', 'Surveillance system evaluation', 'Data analysis and biostatistics', 'Scientific writing', 'One Health',
    'Laboratory surveillance', OTHER_SPECIFY,
  ],
};
