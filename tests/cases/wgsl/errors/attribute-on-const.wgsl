// expect: MisplacedAttribute
@group(0) const x = 1;
