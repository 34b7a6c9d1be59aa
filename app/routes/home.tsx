// /home is the same page as /; its canonical URL points at /.
export { action, default, headers, loader, meta } from "./_index";
