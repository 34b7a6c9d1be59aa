// /home is the same page as /; its canonical URL points at /.
export { default, meta } from "./_index";
