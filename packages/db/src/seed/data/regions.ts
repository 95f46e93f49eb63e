// South African regions and the fitment centres that install trackers in each.
export type FitmentCenterSeed = { area: string; name: string; address: string }

export const regionCatalogue: Record<string, readonly FitmentCenterSeed[]> = {
  Gauteng: [
    { area: 'Sandton', name: 'Vigil Sandton', address: '12 Rivonia Road, Sandhurst, Sandton' },
    { area: 'Midrand', name: 'Vigil Midrand', address: '45 New Road, Halfway House, Midrand' },
    { area: 'Centurion', name: 'Vigil Centurion', address: '220 Jean Avenue, Die Hoewes, Centurion' },
    { area: 'Pretoria East', name: 'Vigil Menlyn', address: '88 Atterbury Road, Menlo Park, Pretoria' },
    { area: 'Roodepoort', name: 'Vigil Roodepoort', address: '14 Ontdekkers Road, Florida, Roodepoort' },
    { area: 'Germiston', name: 'Vigil Germiston', address: '31 Victoria Street, Germiston' },
    { area: 'Soweto', name: 'Vigil Soweto', address: 'Maponya Mall, Chris Hani Road, Klipspruit, Soweto' },
  ],
  'Western Cape': [
    { area: 'Cape Town CBD', name: 'Vigil Cape Town', address: '9 Buitengracht Street, Cape Town' },
    { area: 'Bellville', name: 'Vigil Bellville', address: '60 Durban Road, Bellville' },
    { area: 'Claremont', name: 'Vigil Claremont', address: '3 Main Road, Claremont' },
    { area: 'Somerset West', name: 'Vigil Somerset West', address: '101 Main Road, Somerset West' },
    { area: 'Stellenbosch', name: 'Vigil Stellenbosch', address: '18 Bird Street, Stellenbosch' },
  ],
  'KwaZulu-Natal': [
    { area: 'Durban', name: 'Vigil Durban', address: '230 Anton Lembede Street, Durban' },
    { area: 'Umhlanga', name: 'Vigil Umhlanga', address: '7 Umhlanga Rocks Drive, Umhlanga' },
    {
      area: 'Pietermaritzburg',
      name: 'Vigil Pietermaritzburg',
      address: '52 Chief Albert Luthuli Street, Pietermaritzburg',
    },
    { area: 'Ballito', name: 'Vigil Ballito', address: '5 Leonora Drive, Ballito' },
  ],
  'Eastern Cape': [
    { area: 'Gqeberha', name: 'Vigil Gqeberha', address: '15 Cape Road, Newton Park, Gqeberha' },
    { area: 'East London', name: 'Vigil East London', address: '27 Oxford Street, East London' },
    { area: 'Mthatha', name: 'Vigil Mthatha', address: '40 Nelson Mandela Drive, Mthatha' },
  ],
  'Free State': [
    { area: 'Bloemfontein', name: 'Vigil Bloemfontein', address: '19 Nelson Mandela Drive, Brandwag, Bloemfontein' },
    { area: 'Welkom', name: 'Vigil Welkom', address: '8 Stateway, Welkom' },
  ],
  Limpopo: [
    { area: 'Polokwane', name: 'Vigil Polokwane', address: '66 Grobler Street, Polokwane' },
    { area: 'Tzaneen', name: 'Vigil Tzaneen', address: '11 Danie Joubert Street, Tzaneen' },
  ],
  Mpumalanga: [
    { area: 'Mbombela', name: 'Vigil Mbombela', address: '24 Samora Machel Drive, Mbombela' },
    { area: 'Witbank', name: 'Vigil eMalahleni', address: '3 Mandela Street, eMalahleni' },
  ],
  'North West': [
    { area: 'Rustenburg', name: 'Vigil Rustenburg', address: '50 Beyers Naude Drive, Rustenburg' },
    { area: 'Potchefstroom', name: 'Vigil Potchefstroom', address: '12 Walter Sisulu Avenue, Potchefstroom' },
  ],
  'Northern Cape': [{ area: 'Kimberley', name: 'Vigil Kimberley', address: '9 Du Toitspan Road, Kimberley' }],
}
