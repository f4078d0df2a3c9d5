// Ten declarations with a stray token each.
float w0 = 0 @;
float w1 = 1 @;
float w2 = 2 @;
float w3 = 3 @;
float w4 = 4 @;
float w5 = 5 @;
float w6 = 6 @;
float w7 = 7 @;
float w8 = 8 @;
float w9 = 9 @;
