import { rulesListing } from '../src/legal/rules-listing';

// Prints every rule and court paper the product states, per jurisdiction, with its source: `npm run rules:list`.
process.stdout.write(`${rulesListing()}\n`);
