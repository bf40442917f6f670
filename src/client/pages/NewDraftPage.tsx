// Being built in this change (Drafting studio); replaced before it lands.
export default function NewDraftPage() {
  return null;
}
