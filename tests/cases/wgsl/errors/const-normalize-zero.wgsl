// expect: ConstEvaluation
const x = normalize(vec3(0.0));
