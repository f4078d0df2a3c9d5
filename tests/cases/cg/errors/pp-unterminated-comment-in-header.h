float luma(float3 c) { return dot(c, float3(0.299, 0.587, 0.114)); }
/* the comment runs off the end of the header
