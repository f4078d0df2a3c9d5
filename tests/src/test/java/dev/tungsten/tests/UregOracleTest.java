package dev.tungsten.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import dev.tungsten.fixtures.OracleText;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.Ureg;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;
import dev.tungsten.tgsi.WriteMask;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/// The builder against Mesa's words for two corpus shaders whose text declares everything in
/// the order `ureg_finalize` writes it: the same calls that a `ureg` user would make give
/// exactly the words Mesa's assembler made from the text.
class UregOracleTest {
    private static int[] oracle(String relative) throws IOException {
        Path p = SharedShelf.require("oracle/tokens").resolve(relative);
        return OracleText.readTokens(p);
    }

    @Test
    void layeredClearGeometryShaderFromUSimpleShaders() throws IOException {
        int[] expected = oracle("tgsi-mesa/inline-extracted/src/gallium/auxiliary/util/u_simple_shaders.c.L165.tgsi.tokens");
        Ureg u = Ureg.create(Processor.GEOM);
        u.property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.TRIANGLES.code());
        u.property(PropertyName.GS_OUTPUT_PRIMITIVE, PrimitiveType.TRIANGLE_STRIP.code());
        u.property(PropertyName.GS_MAX_OUTPUT_VERTICES, 3);
        u.property(PropertyName.GS_INVOCATIONS, 1);
        UregSrc pos = u.input(SemanticName.POSITION, 0);
        UregSrc generic = u.input(SemanticName.GENERIC, 0);
        UregSrc layer = u.input(SemanticName.GENERIC, 1);
        UregDst outPos = u.output(SemanticName.POSITION, 0);
        UregDst outGeneric = u.output(SemanticName.GENERIC, 0);
        UregDst outLayer = u.output(SemanticName.LAYER, 0);
        UregSrc zero = u.immInt(0);
        for (int v = 0; v < 3; v++) {
            u.emit(MOV, outPos, pos.dimension(v));
            u.emit(MOV, outGeneric, generic.dimension(v));
            u.emit(MOV, outLayer.mask(WriteMask.X), layer.dimension(v).xxxx());
            u.emit(EMIT, zero);
        }
        u.end();
        assertArrayEquals(expected, u.finishWords());
    }

    @Test
    void framebufferFetchShaderFromUTests() throws IOException {
        int[] expected = oracle("tgsi-mesa/inline-extracted/src/gallium/auxiliary/util/u_tests.c.L681.tgsi.tokens");
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst color = u.output(SemanticName.COLOR, 0);
        UregDst t = u.temporary();
        u.emit(FBFETCH, t, color.toSrc());
        u.emit(ADD, color, t.toSrc(), u.immFloat(0.1f, 0.2f, 0.3f, 0.4f));
        u.end();
        assertArrayEquals(expected, u.finishWords());
    }
}
