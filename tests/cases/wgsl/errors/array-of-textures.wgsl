// expect: InvalidType
alias T = array<texture_2d<f32>, 4>;
