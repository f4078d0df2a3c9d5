package dev.tungsten.bench;

/// The fragment shaders of the fill-rate benchmark, from the reference figures in the project's
/// environment notes (measured with Mesa's softpipe and llvmpipe on this kind of machine): a
/// constant colour; 20 dependent MADs, a SIN and a normalisation of the interpolated input; and
/// four octaves of value noise (per octave: lattice corners, four sine hashes, smoothstep weights,
/// bilinear blend; about 100 instructions in all).
public enum FillShader {
    CONSTANT("""
            FRAG
            DCL OUT[0], COLOR
            IMM[0] FLT32 {    0.2500,     0.5000,     0.7500,     1.0000}
              0: MOV OUT[0], IMM[0]
              1: END
            """, 28, 850, 1300),
    MAD20(mad20(), 1.6, 100, 200),
    NOISE(noise(), 0.57, 53, 100);

    final String tgsi;
    /// Mesa 22.3.6 reference figures in Mpix/s: softpipe, llvmpipe with 1 thread, with 2.
    final double softpipe, llvmpipe1, llvmpipe2;

    FillShader(String tgsi, double softpipe, double llvmpipe1, double llvmpipe2) {
        this.tgsi = tgsi;
        this.softpipe = softpipe;
        this.llvmpipe1 = llvmpipe1;
        this.llvmpipe2 = llvmpipe2;
    }

    private static String mad20() {
        StringBuilder s = new StringBuilder("""
                FRAG
                DCL IN[0], GENERIC[0], PERSPECTIVE
                DCL OUT[0], COLOR
                DCL TEMP[0..1]
                IMM[0] FLT32 {    0.9990,     0.0010,     1.0000,     0.5000}
                  0: MOV TEMP[0], IN[0]
                """);
        int pc = 1;
        for (int i = 0; i < 20; i++) {
            s.append(String.format("%3d: MAD TEMP[0], TEMP[0], IMM[0].xxxx, IMM[0].yyyy%n", pc++));
        }
        s.append(String.format("%3d: SIN TEMP[1].x, TEMP[0].xxxx%n", pc++));
        s.append(String.format("%3d: DP3 TEMP[1].y, TEMP[0], TEMP[0]%n", pc++));
        s.append(String.format("%3d: RSQ TEMP[1].y, TEMP[1].yyyy%n", pc++));
        s.append(String.format("%3d: MUL OUT[0].xyz, TEMP[0], TEMP[1].yyyy%n", pc++));
        s.append(String.format("%3d: MAD OUT[0].w, TEMP[1].xxxx, IMM[0].wwww, IMM[0].wwww%n", pc++));
        s.append(String.format("%3d: END%n", pc));
        return s.toString();
    }

    private static String noise() {
        StringBuilder s = new StringBuilder("""
                FRAG
                DCL IN[0], GENERIC[0], PERSPECTIVE
                DCL OUT[0], COLOR
                DCL TEMP[0..7]
                IMM[0] FLT32 {   12.9898,    78.2330, 43758.5469,     0.0000}
                IMM[1] FLT32 {    1.0000,     0.0000,     2.0000,     3.0000}
                IMM[2] FLT32 {    0.5000,    16.0000,     0.2500,     0.0000}
                MUL TEMP[0].xy, IN[0].xyyy, IMM[2].yyyy
                MOV TEMP[7].x, IMM[0].wwww
                MOV TEMP[7].y, IMM[2].xxxx
                """);
        String octave = """
                FLR TEMP[1].xy, TEMP[0].xyyy
                FRC TEMP[2].xy, TEMP[0].xyyy
                MAD TEMP[3].xy, -IMM[1].zzzz, TEMP[2].xyyy, IMM[1].wwww
                MUL TEMP[3].xy, TEMP[3].xyyy, TEMP[2].xyyy
                MUL TEMP[3].xy, TEMP[3].xyyy, TEMP[2].xyyy
                ADD TEMP[4].xy, TEMP[1].xxxx, IMM[1].yxxx
                ADD TEMP[4].zw, TEMP[1].yyyy, IMM[1].yyyx
                MUL TEMP[5], TEMP[4].xyxy, IMM[0].xxxx
                MAD TEMP[5], TEMP[4].zzww, IMM[0].yyyy, TEMP[5]
                SIN TEMP[6].x, TEMP[5].xxxx
                SIN TEMP[6].y, TEMP[5].yyyy
                SIN TEMP[6].z, TEMP[5].zzzz
                SIN TEMP[6].w, TEMP[5].wwww
                MUL TEMP[6], TEMP[6], IMM[0].zzzz
                FRC TEMP[6], TEMP[6]
                LRP TEMP[5].xy, TEMP[3].xxxx, TEMP[6].ywww, TEMP[6].xzzz
                LRP TEMP[5].x, TEMP[3].yyyy, TEMP[5].yyyy, TEMP[5].xxxx
                MAD TEMP[7].x, TEMP[5].xxxx, TEMP[7].yyyy, TEMP[7].xxxx
                MUL TEMP[7].y, TEMP[7].yyyy, IMM[2].xxxx
                MUL TEMP[0].xy, TEMP[0].xyyy, IMM[1].zzzz
                """;
        s.append(octave.repeat(4));
        return s.append("MOV OUT[0].xyz, TEMP[7].xxxx\nMOV OUT[0].w, IMM[1].xxxx\nEND\n").toString();
    }
}
