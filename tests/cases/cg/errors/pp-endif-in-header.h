float4 helper() { return 1; }
#endif
