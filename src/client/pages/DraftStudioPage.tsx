// Being built in this change (Drafting studio); replaced before it lands.
export default function DraftStudioPage() {
  return null;
}
