#ifdef HAS_LUT
uniform sampler2D lut;
#else
float4 lut_lookup(float4 c) { return c; }
