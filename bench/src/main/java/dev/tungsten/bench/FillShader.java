package dev.tungsten.bench;

/// The fragment shaders of the fill-rate benchmark, from the reference figures in the project's
/// environment notes (measured with Mesa's softpipe and llvmpipe on this kind of machine): a
/// constant colour, and 20 dependent MADs, a SIN and a normalisation of the interpolated input.
public enum FillShader {
    CONSTANT("""
            FRAG
            DCL OUT[0], COLOR
            IMM[0] FLT32 {    0.2500,     0.5000,     0.7500,     1.0000}
              0: MOV OUT[0], IMM[0]
              1: END
            """, 28, 850, 1300),
    MAD20(mad20(), 1.6, 100, 200);

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
}
