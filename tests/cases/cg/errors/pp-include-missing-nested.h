#ifndef TINT_H
#define TINT_H
#include "../shared/colors.inc"

float4 tint(float2 uv) { return float4(uv, 0.5, 1.0); }
#endif
