// Run as a child process by the early-stop test: it lists with the threaded lister, stops after
// the first page, and then must exit by itself: no worker, socket or timer may keep it alive.
import { listObjects } from '../../src/s3/list/list-objects.js';

const [bucket = ''] = process.argv.slice(2);
const listing = listObjects({
  client: {
    endpointUrl: process.env.S3_ENDPOINT,
    region: 'us-east-1',
    maxSockets: 4,
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
    },
  },
  bucket,
  prefix: '',
  pageSize: 10,
  queuePages: 2,
});
for await (const batch of listing) {
  console.log(`first page: ${batch.length} objects`);
  break;
}
console.log('stopped');
