// Ten calls with one argument too many each.
float v0 = PAIR(0, 0, 0);
float v1 = PAIR(1, 1, 1);
float v2 = PAIR(2, 2, 2);
float v3 = PAIR(3, 3, 3);
float v4 = PAIR(4, 4, 4);
float v5 = PAIR(5, 5, 5);
float v6 = PAIR(6, 6, 6);
float v7 = PAIR(7, 7, 7);
float v8 = PAIR(8, 8, 8);
float v9 = PAIR(9, 9, 9);
