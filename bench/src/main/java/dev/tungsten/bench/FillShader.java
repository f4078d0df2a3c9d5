package dev.tungsten.bench;

import java.util.Locale;

/// The fragment shaders of the fill-rate benchmark (`tests/cases/bench/fill-NAME.tgsi`, read by
/// [CaseFiles]), from the reference figures in the project's environment notes (measured with
/// Mesa's softpipe and llvmpipe on this kind of machine): a constant colour; 20 dependent MADs, a
/// SIN and a normalisation of the interpolated input; and four octaves of value noise (per octave:
/// lattice corners, four sine hashes, smoothstep weights, bilinear blend; about 100 instructions in
/// all).
public enum FillShader {
    CONSTANT(28, 850, 1300),
    MAD20(1.6, 100, 200),
    NOISE(0.57, 53, 100);

    /// Mesa 22.3.6 reference figures in Mpix/s: softpipe, llvmpipe with 1 thread, with 2.
    final double softpipe, llvmpipe1, llvmpipe2;

    FillShader(double softpipe, double llvmpipe1, double llvmpipe2) {
        this.softpipe = softpipe;
        this.llvmpipe1 = llvmpipe1;
        this.llvmpipe2 = llvmpipe2;
    }

    /// The shader's TGSI text.
    String tgsi() {
        return CaseFiles.read("bench/fill-" + name().toLowerCase(Locale.ROOT) + ".tgsi");
    }
}
