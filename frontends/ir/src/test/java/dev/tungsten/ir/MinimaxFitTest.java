package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/// The fitting tool behind [TranscendentalExpansions]: it still produces the table's
/// coefficients, and its fits are minimax (the error equioscillates) and well under half an ulp.
class MinimaxFitTest {
    @Test
    void theTableHoldsExactlyTheFittedCoefficients() {
        List<MinimaxFit.Fit> fits = MinimaxFit.tableFits();
        float[][] table = {TranscendentalExpansions.ATAN, TranscendentalExpansions.ASIN, TranscendentalExpansions.SINH,
            TranscendentalExpansions.TANH, TranscendentalExpansions.ASINH, TranscendentalExpansions.ATANH,
            TranscendentalExpansions.ACOSH};
        assertEquals(table.length, fits.size());
        for (int i = 0; i < table.length; i++) {
            MinimaxFit.Fit f = fits.get(i);
            assertArrayEquals(table[i], f.hornerF32(), f.name());
            // 2^-27 relative: an eighth of the 2^-24 rounding unit, so the f32 evaluation dominates.
            assertTrue(f.error() < 0x1p-27, () -> f.name() + " fits to " + f.error());
        }
    }

    @Test
    void aRemezFitEquioscillates() {
        // exp on [0, 1] by a cubic: the minimax error has 5 alternating extrema of equal size.
        double[] c = MinimaxFit.fit(Math::exp, z -> 1, 0, 1, 3);
        double e0 = Math.abs(MinimaxFit.eval(c, 0) - 1);
        double e1 = Math.abs(MinimaxFit.eval(c, 1) - Math.E);
        assertEquals(e0, e1, e0 * 1e-3, "equal error at both ends");
        double worst = 0;
        for (int i = 0; i <= 1000; i++) {
            double z = i / 1000.0;
            worst = Math.max(worst, Math.abs(MinimaxFit.eval(c, z) - Math.exp(z)));
        }
        assertEquals(e0, worst, e0 * 1e-3, "the ends are as large as any error inside");
        // Taylor's cubic is off by 0.052 at 1; the minimax cubic is about 5e-4 everywhere.
        assertTrue(worst < 6e-4, "max error " + worst);
    }
}
