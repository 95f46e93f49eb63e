import { ClusterIndex, type ClusterQuery, type ToClusterWorker } from './clusterIndex.ts'

// The fleet map's cluster index off the main thread: each load (the fleet's newest positions) is answered with the
// clusters of the newest query, and each query with its clusters.
const index = new ClusterIndex()
let latest: ClusterQuery | null = null

const answer = () => {
  const clusters = latest && index.query(latest)
  if (clusters) postMessage(clusters)
}

addEventListener('message', (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data
  if (message.kind === 'load') index.load(message.points, message.version)
  else latest = message.query
  answer()
})
