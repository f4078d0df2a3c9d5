// expect: InvalidType
override o: vec2<f32>;
