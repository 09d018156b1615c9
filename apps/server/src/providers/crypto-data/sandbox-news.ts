import type { NewsItem, NewsLanguage } from '@coffer/contract';

interface Story {
  key: string;
  tags: string;
  categories: string;
  colour: string;
  hoursAgo: number;
  text: Record<NewsLanguage, [title: string, body: string]>;
}

/** Sandbox news (decision 0027): invented stories, labelled as such, in each of the app's languages. */
const STORIES: readonly Story[] = [
  {
    key: 'btc-range',
    tags: 'BTC|Markets',
    categories: 'BTC|Market',
    colour: '#f7931a',
    hoursAgo: 1,
    text: {
      EN: [
        'Bitcoin holds its range as traders wait for the next move',
        '<p>Bitcoin traded in a narrow band today while volumes eased across the large exchanges.</p><p>This is a <strong>sandbox</strong> story: prices in this app are simulated.</p>',
      ],
      IT: [
        'Bitcoin resta nel suo intervallo in attesa della prossima mossa',
        '<p>Bitcoin è stato scambiato in una fascia stretta mentre i volumi calavano sui grandi exchange.</p><p>Questa è una notizia <strong>sandbox</strong>: i prezzi dell’app sono simulati.</p>',
      ],
      ES: [
        'Bitcoin se mantiene en su rango a la espera del próximo movimiento',
        '<p>Bitcoin cotizó en una banda estrecha mientras los volúmenes bajaban en los grandes exchanges.</p><p>Esta es una noticia de <strong>sandbox</strong>: los precios de la app son simulados.</p>',
      ],
      PT: [
        'Bitcoin mantém-se no seu intervalo à espera do próximo movimento',
        '<p>O Bitcoin negociou numa faixa estreita enquanto os volumes desciam nas grandes corretoras.</p><p>Esta é uma notícia de <strong>sandbox</strong>: os preços da app são simulados.</p>',
      ],
      FR: [
        'Le bitcoin reste dans sa fourchette en attendant le prochain mouvement',
        '<p>Le bitcoin a évolué dans une bande étroite tandis que les volumes baissaient sur les grandes plateformes.</p><p>Ceci est un article <strong>sandbox</strong> : les prix de l’application sont simulés.</p>',
      ],
    },
  },
  {
    key: 'eth-upgrade',
    tags: 'ETH|Technology',
    categories: 'ETH|Technology',
    colour: '#627eea',
    hoursAgo: 5,
    text: {
      EN: [
        'Ethereum developers schedule the next network upgrade',
        '<p>Core developers agreed on a test schedule for the next upgrade, which lowers fees for rollups.</p><ul><li>Test networks first</li><li>Main network after review</li></ul>',
      ],
      IT: [
        'Gli sviluppatori di Ethereum fissano il prossimo aggiornamento della rete',
        '<p>Gli sviluppatori hanno concordato un calendario di test per il prossimo aggiornamento, che riduce le commissioni dei rollup.</p><ul><li>Prima le reti di test</li><li>Poi la rete principale</li></ul>',
      ],
      ES: [
        'Los desarrolladores de Ethereum programan la próxima actualización de la red',
        '<p>Los desarrolladores acordaron un calendario de pruebas para la próxima actualización, que abarata las comisiones de los rollups.</p><ul><li>Primero las redes de prueba</li><li>Después la red principal</li></ul>',
      ],
      PT: [
        'Os programadores do Ethereum marcam a próxima atualização da rede',
        '<p>Os programadores acordaram um calendário de testes para a próxima atualização, que baixa as taxas dos rollups.</p><ul><li>Primeiro as redes de teste</li><li>Depois a rede principal</li></ul>',
      ],
      FR: [
        'Les développeurs d’Ethereum fixent la prochaine mise à jour du réseau',
        '<p>Les développeurs ont convenu d’un calendrier de tests pour la prochaine mise à jour, qui réduit les frais des rollups.</p><ul><li>D’abord les réseaux de test</li><li>Ensuite le réseau principal</li></ul>',
      ],
    },
  },
  {
    key: 'stablecoins',
    tags: 'USDT|USDC|Regulation',
    categories: 'Regulation|Stablecoins',
    colour: '#26a17b',
    hoursAgo: 11,
    text: {
      EN: [
        'Stablecoin supply reaches a new high',
        '<p>The combined supply of the largest dollar stablecoins grew again this month.</p><p>Regulators in Europe continue to apply the new rules for issuers.</p>',
      ],
      IT: [
        'L’offerta di stablecoin raggiunge un nuovo massimo',
        '<p>L’offerta complessiva delle maggiori stablecoin in dollari è cresciuta ancora questo mese.</p><p>In Europa le autorità continuano ad applicare le nuove regole per gli emittenti.</p>',
      ],
      ES: [
        'La oferta de stablecoins alcanza un nuevo máximo',
        '<p>La oferta conjunta de las mayores stablecoins en dólares volvió a crecer este mes.</p><p>Los reguladores europeos siguen aplicando las nuevas normas para los emisores.</p>',
      ],
      PT: [
        'A oferta de stablecoins atinge um novo máximo',
        '<p>A oferta conjunta das maiores stablecoins em dólares voltou a crescer este mês.</p><p>Os reguladores europeus continuam a aplicar as novas regras para os emissores.</p>',
      ],
      FR: [
        'L’offre de stablecoins atteint un nouveau record',
        '<p>L’offre cumulée des plus grands stablecoins en dollars a encore augmenté ce mois-ci.</p><p>En Europe, les régulateurs continuent d’appliquer les nouvelles règles aux émetteurs.</p>',
      ],
    },
  },
  {
    key: 'wallet-safety',
    tags: 'Security|Wallets',
    categories: 'Security',
    colour: '#8247e5',
    hoursAgo: 26,
    text: {
      EN: [
        'Five habits that keep a crypto wallet safe',
        '<p>Use a PIN and two-factor sign-in, check every address before you send, and never share a code.</p><p>Read more in <a href="https://example.com/wallet-safety">the sandbox guide</a>.</p>',
      ],
      IT: [
        'Cinque abitudini per tenere al sicuro un portafoglio crypto',
        '<p>Usa un PIN e l’accesso a due fattori, controlla ogni indirizzo prima di inviare e non condividere mai un codice.</p><p>Leggi di più nella <a href="https://example.com/wallet-safety">guida sandbox</a>.</p>',
      ],
      ES: [
        'Cinco hábitos para mantener segura una cartera cripto',
        '<p>Usa un PIN y el inicio de sesión en dos pasos, revisa cada dirección antes de enviar y no compartas nunca un código.</p><p>Más información en <a href="https://example.com/wallet-safety">la guía sandbox</a>.</p>',
      ],
      PT: [
        'Cinco hábitos para manter segura uma carteira cripto',
        '<p>Use um PIN e o início de sessão em dois passos, verifique cada endereço antes de enviar e nunca partilhe um código.</p><p>Saiba mais no <a href="https://example.com/wallet-safety">guia sandbox</a>.</p>',
      ],
      FR: [
        'Cinq habitudes pour protéger un portefeuille crypto',
        '<p>Utilisez un code PIN et la connexion à deux facteurs, vérifiez chaque adresse avant d’envoyer et ne partagez jamais un code.</p><p>En savoir plus dans <a href="https://example.com/wallet-safety">le guide sandbox</a>.</p>',
      ],
    },
  },
];

function image(colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${colour}"/>` +
    '<polyline points="0,140 40,120 80,128 120,90 160,100 200,60 240,76 280,40 320,52" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/></svg>';
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The sandbox stories in a language, newest first, dated relative to the hour of `now`. */
export function sandboxNews(lang: NewsLanguage, now: Date): NewsItem[] {
  const hour = Math.floor(now.getTime() / 3_600_000) * 3600;
  return STORIES.map((story) => {
    const [title, body] = story.text[lang];
    return {
      id: `sandbox-${story.key}-${lang.toLowerCase()}`,
      published_on: hour - story.hoursAgo * 3600,
      imageurl: image(story.colour),
      title,
      url: `https://example.com/news/${story.key}`,
      body,
      tags: story.tags,
      categories: story.categories,
      lang,
      source: 'coffer-sandbox',
      source_info: { name: 'Coffer Sandbox News' },
    };
  });
}
