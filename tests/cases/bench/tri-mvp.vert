VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL CONST[0..7]
DCL TEMP[0..2]
IMM[0] FLT32 {    0.0000,     1.0000,     0.2000,     0.8000}
IMM[1] FLT32 {    0.5000,     0.0000,     0.0000,     0.0000}
  0: DP4 OUT[0].x, IN[0], CONST[0]
  1: DP4 OUT[0].y, IN[0], CONST[1]
  2: DP4 OUT[0].z, IN[0], CONST[2]
  3: DP4 OUT[0].w, IN[0], CONST[3]
  4: DP3 TEMP[0].x, IN[1], CONST[4]
  5: DP3 TEMP[0].y, IN[1], CONST[5]
  6: DP3 TEMP[0].z, IN[1], CONST[6]
  7: DP3 TEMP[1].x, TEMP[0], TEMP[0]
  8: RSQ TEMP[1].x, TEMP[1].xxxx
  9: MUL TEMP[0].xyz, TEMP[0], TEMP[1].xxxx
 10: DP3 TEMP[1].x, TEMP[0], CONST[7]
 11: MAX TEMP[1].x, TEMP[1].xxxx, IMM[0].xxxx
 12: MAD TEMP[1].x, TEMP[1].xxxx, IMM[0].wwww, IMM[0].zzzz
 13: MAD TEMP[2].xyz, TEMP[0], IMM[1].xxxx, IMM[1].xxxx
 14: MUL OUT[1].xyz, TEMP[2], TEMP[1].xxxx
 15: MOV OUT[1].w, IMM[0].yyyy
 16: END
