import { data } from "react-router";
import { NotFoundContent } from "#app/features/shell/not-found-content.tsx";

export function meta() {
  return [{ title: "404 Page" }, { name: "robots", content: "noindex" }];
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
