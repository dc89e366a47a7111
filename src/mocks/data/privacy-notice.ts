import type { LegalDocument } from '@/api/contract/legal-documents';
import type { LanguageCode } from '@/api/contract/shared';

/**
 * The demo's sample privacy notice, written in each language (not translated word for word). The
 * first section says it is a sample: a real backend serves its own, or the deployment links to
 * its notice elsewhere (VITE_PRIVACY_NOTICE_URL).
 */
const SECTIONS: Record<LanguageCode, LegalDocument['sections']> = {
  en: [
    {
      heading: 'About this text',
      body: 'This is the demo portal’s sample privacy notice. It shows how a notice reads in the portal; it is not the notice of a real employer or provider.',
    },
    {
      heading: 'Who is responsible for your data',
      body: 'The employer you apply to is the data controller for your application. The portal provider processes your data on the employer’s behalf as data processor.',
    },
    {
      heading: 'What we store',
      body: 'Your name, email address and phone number, your applications with their files, messages and test results, and the job alerts you create. If you allow it, we also use cookies for statistics and marketing.',
    },
    {
      heading: 'Why we store it',
      body: 'We use your data to handle your applications and to contact you about them. If you agree, we also keep you in the employer’s candidate bank for future jobs, or tell you about similar services.\n\nYour applications are handled because you asked for it, before a possible employment. The candidate bank, being contacted and the cookies rest on your consent.',
    },
    {
      heading: 'Who can see it',
      body: 'The recruiters of the employers you apply to, and the provider’s staff when they need to in order to run the service. We never sell your data.',
    },
    {
      heading: 'How long we keep it',
      body: 'We keep your data for at most 24 months. Before that time is up we email you and ask whether you want to stay visible. If you do not answer, your data is deleted.',
    },
    {
      heading: 'Your rights',
      body: 'You can see, correct, export and delete your data at any time under Settings. Deleting your candidate login deletes all your applications and cannot be undone. You can withdraw a consent whenever you like, under Settings too.',
    },
    {
      heading: 'Questions and complaints',
      body: 'Ask the employer you applied to about an application. If you think your data is handled wrongly, you can complain to the data protection authority: Integritetsskyddsmyndigheten (IMY) in Sweden, Datatilsynet in Norway or Datatilsynet in Denmark.',
    },
  ],
  sv: [
    {
      heading: 'Om den här texten',
      body: 'Det här är demoportalens exempel på en integritetspolicy. Den visar hur en sådan text ser ut i portalen och är inte en riktig arbetsgivares eller leverantörs policy.',
    },
    {
      heading: 'Vem som ansvarar för dina uppgifter',
      body: 'Arbetsgivaren som du söker jobb hos är personuppgiftsansvarig för din ansökan. Leverantören av portalen behandlar dina uppgifter för arbetsgivarens räkning som personuppgiftsbiträde.',
    },
    {
      heading: 'Vad vi sparar',
      body: 'Ditt namn, din e-postadress och ditt telefonnummer, dina ansökningar med filer, meddelanden och testresultat samt de jobbevakningar du skapar. Om du tillåter det använder vi också kakor för statistik och för marknadsföring.',
    },
    {
      heading: 'Varför vi sparar uppgifterna',
      body: 'Vi använder dina uppgifter för att hantera dina ansökningar och kunna kontakta dig om dem. Om du samtycker sparar vi dig också i arbetsgivarens kandidatbank inför framtida jobb, eller berättar om liknande tjänster.\n\nDina ansökningar hanteras för att du själv har bett om det inför en möjlig anställning. Kandidatbanken, kontakten och kakorna bygger på ditt samtycke.',
    },
    {
      heading: 'Vem som kan se uppgifterna',
      body: 'Rekryterarna hos de arbetsgivare som du söker jobb hos, och leverantörens personal när det behövs för att driva tjänsten. Vi säljer aldrig dina uppgifter.',
    },
    {
      heading: 'Hur länge vi sparar uppgifterna',
      body: 'Vi sparar dina uppgifter i högst 24 månader. Innan tiden har gått ut mejlar vi dig och frågar om du vill fortsätta vara synlig. Om du inte svarar raderas dina uppgifter.',
    },
    {
      heading: 'Dina rättigheter',
      body: 'Du kan när som helst se, rätta, exportera och radera dina uppgifter under Inställningar. Om du raderar ditt kandidatkonto raderas alla dina ansökningar, och det går inte att ångra. Ett samtycke kan du ta tillbaka när du vill, också under Inställningar.',
    },
    {
      heading: 'Frågor och klagomål',
      body: 'Frågor om en ansökan ställer du till arbetsgivaren som du har sökt jobb hos. Om du tycker att dina uppgifter behandlas fel kan du klaga hos tillsynsmyndigheten: Integritetsskyddsmyndigheten (IMY) i Sverige, Datatilsynet i Norge eller Datatilsynet i Danmark.',
    },
  ],
  no: [
    {
      heading: 'Om denne teksten',
      body: 'Dette er demoportalens eksempel på en personvernerklæring. Den viser hvordan en slik tekst ser ut i portalen, og er ikke erklæringen til en virkelig arbeidsgiver eller leverandør.',
    },
    {
      heading: 'Hvem som er ansvarlig for opplysningene dine',
      body: 'Arbeidsgiveren du søker jobb hos, er behandlingsansvarlig for søknaden din. Leverandøren av portalen behandler opplysningene dine på vegne av arbeidsgiveren som databehandler.',
    },
    {
      heading: 'Hva vi lagrer',
      body: 'Navnet ditt, e-postadressen og telefonnummeret ditt, søknadene dine med filer, meldinger og testresultater, og jobbvarslene du oppretter. Hvis du tillater det, bruker vi også informasjonskapsler til statistikk og markedsføring.',
    },
    {
      heading: 'Hvorfor vi lagrer opplysningene',
      body: 'Vi bruker opplysningene dine til å behandle søknadene dine og kontakte deg om dem. Hvis du samtykker, tar vi deg også med i arbeidsgiverens kandidatbank med tanke på fremtidige stillinger, eller forteller deg om lignende tjenester.\n\nSøknadene behandles fordi du selv har bedt om det før en mulig ansettelse. Kandidatbanken, kontakten og informasjonskapslene bygger på samtykket ditt.',
    },
    {
      heading: 'Hvem som kan se opplysningene',
      body: 'Rekruttererne hos arbeidsgiverne du søker jobb hos, og leverandørens ansatte når det trengs for å drive tjenesten. Vi selger aldri opplysningene dine.',
    },
    {
      heading: 'Hvor lenge vi lagrer opplysningene',
      body: 'Vi lagrer opplysningene dine i høyst 24 måneder. Før tiden er ute, sender vi deg en e-post og spør om du vil fortsette å være synlig. Hvis du ikke svarer, blir opplysningene dine slettet.',
    },
    {
      heading: 'Rettighetene dine',
      body: 'Du kan når som helst se, rette, eksportere og slette opplysningene dine under Innstillinger. Hvis du sletter kandidatkontoen din, slettes alle søknadene dine, og det kan ikke angres. Et samtykke kan du trekke tilbake når du vil, også under Innstillinger.',
    },
    {
      heading: 'Spørsmål og klager',
      body: 'Spørsmål om en søknad stiller du til arbeidsgiveren du har søkt jobb hos. Hvis du mener at opplysningene dine behandles feil, kan du klage til tilsynsmyndigheten for personvern: Integritetsskyddsmyndigheten (IMY) i Sverige, Datatilsynet i Norge eller Datatilsynet i Danmark.',
    },
  ],
  dk: [
    {
      heading: 'Om denne tekst',
      body: 'Dette er demoportalens eksempel på en privatlivspolitik. Den viser, hvordan sådan en tekst ser ud i portalen, og er ikke en rigtig arbejdsgivers eller leverandørs politik.',
    },
    {
      heading: 'Hvem der er ansvarlig for dine oplysninger',
      body: 'Den arbejdsgiver, du søger job hos, er dataansvarlig for din ansøgning. Leverandøren af portalen behandler dine oplysninger på arbejdsgiverens vegne som databehandler.',
    },
    {
      heading: 'Hvad vi gemmer',
      body: 'Dit navn, din e-mailadresse og dit telefonnummer, dine ansøgninger med filer, beskeder og testresultater samt de jobagenter, du opretter. Hvis du tillader det, bruger vi også cookies til statistik og markedsføring.',
    },
    {
      heading: 'Hvorfor vi gemmer oplysningerne',
      body: 'Vi bruger dine oplysninger til at behandle dine ansøgninger og kontakte dig om dem. Hvis du giver samtykke, tager vi dig også med i arbejdsgiverens kandidatbank med henblik på fremtidige stillinger eller fortæller dig om lignende tjenester.\n\nDine ansøgninger behandles, fordi du selv har bedt om det forud for en mulig ansættelse. Kandidatbanken, kontakten og cookies bygger på dit samtykke.',
    },
    {
      heading: 'Hvem der kan se oplysningerne',
      body: 'De rekrutteringsansvarlige hos de arbejdsgivere, du søger job hos, og leverandørens medarbejdere, når det er nødvendigt for at drive tjenesten. Vi sælger aldrig dine oplysninger.',
    },
    {
      heading: 'Hvor længe vi gemmer oplysningerne',
      body: 'Vi gemmer dine oplysninger i højst 24 måneder. Inden tiden er gået, sender vi dig en e-mail og spørger, om du vil forblive synlig. Hvis du ikke svarer, bliver dine oplysninger slettet.',
    },
    {
      heading: 'Dine rettigheder',
      body: 'Du kan til enhver tid se, rette, eksportere og slette dine oplysninger under Indstillinger. Hvis du sletter dit kandidatlogin, slettes alle dine ansøgninger, og det kan ikke fortrydes. Du kan altid trække et samtykke tilbage, også under Indstillinger.',
    },
    {
      heading: 'Spørgsmål og klager',
      body: 'Spørgsmål om en ansøgning stiller du til den arbejdsgiver, du har søgt job hos. Hvis du mener, at dine oplysninger behandles forkert, kan du klage til tilsynsmyndigheden: Integritetsskyddsmyndigheten (IMY) i Sverige, Datatilsynet i Norge eller Datatilsynet i Danmark.',
    },
  ],
};

export function privacyNoticeFor(language: LanguageCode): LegalDocument {
  return {
    version: '2025-03',
    updatedAt: '2025-03-01T00:00:00.000Z',
    sections: SECTIONS[language],
  };
}
