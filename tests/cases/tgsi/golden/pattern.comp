COMP
PROPERTY CS_FIXED_BLOCK_WIDTH 8
PROPERTY CS_FIXED_BLOCK_HEIGHT 8
PROPERTY CS_FIXED_BLOCK_DEPTH 1
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL SV[3], GRID_SIZE
DCL IMAGE[0], 2D, PIPE_FORMAT_R8G8B8A8_UNORM, WR
DCL TEMP[0..3]
IMM[0] FLT32 {    0.5000,     1.0000,    12.0000,     0.0000}
  0: UMAD TEMP[0].xy, SV[1].xyyy, SV[2].xyyy, SV[0].xyyy
  1: UMUL TEMP[1].xy, SV[3].xyyy, SV[2].xyyy
  2: U2F TEMP[2].xy, TEMP[0].xyyy
  3: U2F TEMP[3].xy, TEMP[1].xyyy
  4: ADD TEMP[2].xy, TEMP[2].xyyy, IMM[0].xxxx
  5: DIV TEMP[2].x, TEMP[2].xxxx, TEMP[3].xxxx
  6: DIV TEMP[2].y, TEMP[2].yyyy, TEMP[3].yyyy
  7: MUL TEMP[3].x, TEMP[2].xxxx, IMM[0].zzzz
  8: MUL TEMP[3].y, TEMP[2].yyyy, TEMP[2].xxxx
  9: MUL TEMP[3].y, TEMP[3].yyyy, IMM[0].zzzz
 10: SIN TEMP[2].z, TEMP[3].xxxx
 11: COS TEMP[2].w, TEMP[3].yyyy
 12: MAD TEMP[2].zw, TEMP[2].zzww, IMM[0].xxxx, IMM[0].xxxx
 13: MOV TEMP[1].x, TEMP[2].xxxx
 14: MOV TEMP[1].y, TEMP[2].zzzz
 15: MOV TEMP[1].z, TEMP[2].wwww
 16: MOV TEMP[1].w, IMM[0].yyyy
 17: STORE IMAGE[0].xyzw, TEMP[0].xyyy, TEMP[1], 2D, PIPE_FORMAT_R8G8B8A8_UNORM
 18: END
