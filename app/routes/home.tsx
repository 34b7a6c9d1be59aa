// /home is the same page as /; its canonical URL points at /.
export { default, loader, meta } from "./_index";
