import type { LegalDocument } from '@/api/contract/legal-documents';
import type { LanguageCode } from '@/api/contract/shared';
import { TERMS_VERSION } from './seed';

/**
 * The demo's sample terms of use, written in each language (not translated word for word). The
 * first section says they are a sample: a real backend serves its own.
 */
const SECTIONS: Record<LanguageCode, LegalDocument['sections']> = {
  en: [
    {
      heading: 'About this text',
      body: 'These are the demo portal’s sample terms of use. They show how terms read in the portal; they are not the terms of a real service.',
    },
    {
      heading: 'The service',
      body: 'In the portal you can search for jobs, apply and follow your applications. Employers publish their own jobs and decide whom they hire; the portal provider takes no part in that decision.',
    },
    {
      heading: 'Your account',
      body: 'With an account you can follow your applications. Keep your password to yourself and log in with two-factor authentication. Change your password at once if you think someone else has used your login.',
    },
    {
      heading: 'What you send',
      body: 'Send only information that is true and that you may share. Do not upload other people’s personal data without their permission, or files that could harm other people’s computers.',
    },
    {
      heading: 'Personal data',
      body: 'How your personal data is handled is described in the privacy notice. When you apply for a job, the employer is responsible for the data in your application.',
    },
    {
      heading: 'Changes to the terms',
      body: 'If the terms change, we tell you and ask you to accept the new version. You can stop using the portal and delete your account under Settings at any time.',
    },
  ],
  sv: [
    {
      heading: 'Om den här texten',
      body: 'Det här är demoportalens exempel på användarvillkor. De visar hur villkor ser ut i portalen och är inte villkoren för en riktig tjänst.',
    },
    {
      heading: 'Tjänsten',
      body: 'I portalen kan du söka jobb, skicka ansökningar och följa dem. Arbetsgivarna publicerar sina egna jobb och bestämmer själva vem de anställer. Leverantören av portalen deltar inte i beslutet.',
    },
    {
      heading: 'Ditt konto',
      body: 'Med ett konto kan du följa dina ansökningar. Håll ditt lösenord för dig själv och logga in med tvåstegsverifiering. Byt lösenord direkt om du tror att någon annan har använt din inloggning.',
    },
    {
      heading: 'Det du skickar',
      body: 'Skicka bara uppgifter som stämmer och som du får dela. Ladda inte upp andras personuppgifter utan deras tillåtelse, och inte heller filer som kan skada andras datorer.',
    },
    {
      heading: 'Personuppgifter',
      body: 'Hur dina personuppgifter hanteras står i integritetspolicyn. När du söker ett jobb är arbetsgivaren ansvarig för uppgifterna i din ansökan.',
    },
    {
      heading: 'Ändringar i villkoren',
      body: 'Om villkoren ändras säger vi till och ber dig godkänna den nya versionen. Du kan när som helst sluta använda portalen och radera ditt konto under Inställningar.',
    },
  ],
  no: [
    {
      heading: 'Om denne teksten',
      body: 'Dette er demoportalens eksempel på brukervilkår. De viser hvordan vilkår ser ut i portalen, og er ikke vilkårene for en virkelig tjeneste.',
    },
    {
      heading: 'Tjenesten',
      body: 'I portalen kan du søke etter stillinger, sende søknader og følge dem. Arbeidsgiverne publiserer sine egne stillinger og bestemmer selv hvem de ansetter. Leverandøren av portalen deltar ikke i avgjørelsen.',
    },
    {
      heading: 'Kontoen din',
      body: 'Med en konto kan du følge søknadene dine. Hold passordet ditt for deg selv, og logg inn med tofaktorautentisering. Bytt passord med en gang hvis du tror at noen andre har brukt innloggingen din.',
    },
    {
      heading: 'Det du sender',
      body: 'Send bare opplysninger som stemmer, og som du har lov til å dele. Ikke last opp andres personopplysninger uten at de har gitt deg lov, og heller ikke filer som kan skade andres datamaskiner.',
    },
    {
      heading: 'Personopplysninger',
      body: 'Hvordan personopplysningene dine behandles, står i personvernerklæringen. Når du søker på en stilling, er arbeidsgiveren ansvarlig for opplysningene i søknaden din.',
    },
    {
      heading: 'Endringer i vilkårene',
      body: 'Hvis vilkårene endres, sier vi fra og ber deg godta den nye versjonen. Du kan når som helst slutte å bruke portalen og slette kontoen din under Innstillinger.',
    },
  ],
  dk: [
    {
      heading: 'Om denne tekst',
      body: 'Dette er demoportalens eksempel på brugervilkår. De viser, hvordan vilkår ser ud i portalen, og er ikke vilkårene for en rigtig tjeneste.',
    },
    {
      heading: 'Tjenesten',
      body: 'I portalen kan du søge job, sende ansøgninger og følge dem. Arbejdsgiverne slår deres egne job op og bestemmer selv, hvem de ansætter. Leverandøren af portalen deltager ikke i beslutningen.',
    },
    {
      heading: 'Din konto',
      body: 'Med en konto kan du følge dine ansøgninger. Hold din adgangskode for dig selv, og log ind med totrinsbekræftelse. Skift adgangskode med det samme, hvis du tror, at en anden har brugt dit login.',
    },
    {
      heading: 'Det, du sender',
      body: 'Send kun oplysninger, der er korrekte, og som du må dele. Upload ikke andres personoplysninger uden deres tilladelse og heller ikke filer, der kan skade andres computere.',
    },
    {
      heading: 'Personoplysninger',
      body: 'Hvordan dine personoplysninger behandles, står i privatlivspolitikken. Når du søger et job, er arbejdsgiveren ansvarlig for oplysningerne i din ansøgning.',
    },
    {
      heading: 'Ændringer i vilkårene',
      body: 'Hvis vilkårene ændres, giver vi dig besked og beder dig acceptere den nye version. Du kan til enhver tid holde op med at bruge portalen og slette din konto under Indstillinger.',
    },
  ],
};

export function termsFor(language: LanguageCode): LegalDocument {
  return {
    version: TERMS_VERSION,
    updatedAt: '2025-01-15T00:00:00.000Z',
    sections: SECTIONS[language],
  };
}
