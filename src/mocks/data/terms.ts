import type { LanguageCode, Terms } from '@/api/types';
import { TERMS_VERSION } from './seed';

type Sections = Terms['sections'];

const SECTIONS: Record<LanguageCode, Sections> = {
  en: [
    {
      heading: 'Who is responsible for your data',
      body: "The employer you apply to is the data controller for your application. The portal provider processes your data on the employer's behalf as data processor.",
    },
    {
      heading: 'What we store',
      body: 'Your name, email address, phone number, your applications with their files, messages and test results, and the job alerts you create.',
    },
    {
      heading: 'How long we keep it',
      body: 'We keep your data for at most 24 months. Before that time is up we email you and ask whether you want to stay visible. If you do not answer, your data is deleted.',
    },
    {
      heading: 'Your rights',
      body: 'You can see, correct, export and delete your data at any time under Settings. Deleting your candidate login deletes all your applications and cannot be undone.',
    },
  ],
  sv: [
    {
      heading: 'Vem som ansvarar för dina uppgifter',
      body: 'Arbetsgivaren som du söker jobb hos är personuppgiftsansvarig för din ansökan. Leverantören av portalen behandlar dina uppgifter för arbetsgivarens räkning som personuppgiftsbiträde.',
    },
    {
      heading: 'Vad vi sparar',
      body: 'Ditt namn, din e-postadress och ditt telefonnummer, dina ansökningar med filer, meddelanden och testresultat samt de jobbevakningar du skapar.',
    },
    {
      heading: 'Hur länge vi sparar uppgifterna',
      body: 'Vi sparar dina uppgifter i högst 24 månader. Innan tiden har gått ut mejlar vi dig och frågar om du vill fortsätta vara synlig. Om du inte svarar raderas dina uppgifter.',
    },
    {
      heading: 'Dina rättigheter',
      body: 'Du kan när som helst se, rätta, exportera och radera dina uppgifter under Inställningar. Om du raderar ditt kandidatkonto raderas alla dina ansökningar, och det går inte att ångra.',
    },
  ],
  no: [
    {
      heading: 'Hvem som er ansvarlig for opplysningene dine',
      body: 'Arbeidsgiveren du søker jobb hos, er behandlingsansvarlig for søknaden din. Leverandøren av portalen behandler opplysningene dine på vegne av arbeidsgiveren som databehandler.',
    },
    {
      heading: 'Hva vi lagrer',
      body: 'Navnet ditt, e-postadressen og telefonnummeret ditt, søknadene dine med filer, meldinger og testresultater, og jobbvarslene du oppretter.',
    },
    {
      heading: 'Hvor lenge vi lagrer opplysningene',
      body: 'Vi lagrer opplysningene dine i høyst 24 måneder. Før tiden er ute, sender vi deg en e-post og spør om du vil fortsette å være synlig. Hvis du ikke svarer, blir opplysningene dine slettet.',
    },
    {
      heading: 'Rettighetene dine',
      body: 'Du kan når som helst se, rette, eksportere og slette opplysningene dine under Innstillinger. Hvis du sletter kandidatkontoen din, slettes alle søknadene dine, og det kan ikke angres.',
    },
  ],
  dk: [
    {
      heading: 'Hvem der er ansvarlig for dine oplysninger',
      body: 'Den arbejdsgiver, du søger job hos, er dataansvarlig for din ansøgning. Leverandøren af portalen behandler dine oplysninger på arbejdsgiverens vegne som databehandler.',
    },
    {
      heading: 'Hvad vi gemmer',
      body: 'Dit navn, din e-mailadresse og dit telefonnummer, dine ansøgninger med filer, beskeder og testresultater samt de jobagenter, du opretter.',
    },
    {
      heading: 'Hvor længe vi gemmer oplysningerne',
      body: 'Vi gemmer dine oplysninger i højst 24 måneder. Inden tiden er gået, sender vi dig en e-mail og spørger, om du vil forblive synlig. Hvis du ikke svarer, bliver dine oplysninger slettet.',
    },
    {
      heading: 'Dine rettigheder',
      body: 'Du kan til enhver tid se, rette, eksportere og slette dine oplysninger under Indstillinger. Hvis du sletter dit kandidatlogin, slettes alle dine ansøgninger, og det kan ikke fortrydes.',
    },
  ],
};

export function termsFor(language: LanguageCode): Terms {
  return {
    version: TERMS_VERSION,
    updatedAt: '2025-01-15T00:00:00.000Z',
    sections: SECTIONS[language],
  };
}
