package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.Lanes.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/// Indirect addressing with a different address in every lane, and the out-of-range rule:
/// reads give 0, writes are dropped, nothing throws.
class IndirectTest {
    @Test
    void constantsIndexedPerLaneAndOutOfRangeReadZero() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(ADDR, 0, 0).decl(OUT, 0, 0).decl(CONST, 0, 3);
        s.op(ARL, s.dst(ADDR, 0).mask("x"), s.src(IN, 0).x());
        s.op(MOV, s.dst(OUT, 0), s.src(CONST, 1).indirect(ADDR, 0, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(8);
        m.bindConstantBuffer(0, constants(0, 0, 0, 0, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31, 32, 33));
        Lanes.set(m.input(0, 0), -2, -1, 0, 1, 2, 3, 1e9f, Float.NaN);
        m.run(-1);
        // CONST[1 + a] for a = -2 .. 3: rows -1 and 4.. are outside the buffer; NaN and 1e9 give INT_MIN.
        assertArrayEquals(new float[] {0, 0, 10, 20, 30, 0, 0, 0}, floats(m.output(0, 0)));
        assertArrayEquals(new float[] {0, 0, 13, 23, 33, 0, 0, 0}, floats(m.output(0, 3)));
    }

    @Test
    void temporaryArraysReadAndWriteInsideTheirRangeOnly() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(ADDR, 0, 0).decl(OUT, 0, 1).decl(TEMP, 0, 0)
                .arrayDecl(TEMP, 1, 3, 1).decl(TEMP, 4, 4);
        s.immFloats(7, 8, 9, 6);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0).swz("wwww"));   // neighbours of the array: 6
        s.op(MOV, s.dst(TEMP, 4), s.src(IMM, 0).swz("wwww"));
        s.op(MOV, s.dst(TEMP, 1), s.src(IMM, 0).x());
        s.op(MOV, s.dst(TEMP, 2), s.src(IMM, 0).swz("yyyy"));
        s.op(MOV, s.dst(TEMP, 3), s.src(IMM, 0).swz("zzzz"));
        s.op(ARL, s.dst(ADDR, 0).mask("x"), s.src(IN, 0).x());
        // TEMP[1 + a] within ARRAY(1) = TEMP[1..3]
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 1).indirect(ADDR, 0, 0, 1));
        // write 5 to TEMP[1 + a]; lanes whose index leaves the array write nothing
        s.op(MOV, s.dst(TEMP, 1).indirect(ADDR, 0, 0, 1), s.src(IN, 0).swz("yyyy"));
        s.op(ADD, s.dst(OUT, 1).mask("x"), s.src(TEMP, 0).x(), s.src(TEMP, 4).x());
        s.op(MOV, s.dst(OUT, 1).mask("y"), s.src(TEMP, 2).x());
        s.op(END);
        ExecProgram p = s.compile();
        ExecMachine m = p.newMachine(8);
        Lanes.set(m.input(0, 0), -1, 0, 1, 2, 3, -100, 100, 1);
        Lanes.set(m.input(0, 1), 5);
        m.run(-1);
        assertArrayEquals(new float[] {0, 7, 8, 9, 0, 0, 0, 8}, floats(m.output(0, 0)));
        assertArrayEquals(new float[] {12, 12, 12, 12, 12, 12, 12, 12}, floats(m.output(1, 0)),
                "writes outside the array dropped: TEMP[0] and TEMP[4] keep 6");
        assertArrayEquals(new float[] {8, 8, 5, 8, 8, 8, 8, 5}, floats(m.output(1, 1)),
                "TEMP[2] written only by the lanes addressing it");
    }

    @Test
    void twoDimensionalConstantsWithAnIndirectBuffer() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(ADDR, 0, 0).decl(OUT, 0, 0);
        s.op(UARL, s.dst(ADDR, 0).mask("x"), s.src(IN, 0).x());
        s.op(MOV, s.dst(OUT, 0), s.src(CONST, 1).dimIndirect(0, ADDR, 0, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindConstantBuffer(0, constants(0, 0, 0, 0, 1, 1, 1, 1));
        m.bindConstantBuffer(1, constants(0, 0, 0, 0, 2, 2, 2, 2));
        m.bindConstantBuffer(2, constants(0, 0, 0, 0), 1);
        Lanes.setInts(m.input(0, 0), 0, 1, 2, 77);
        m.run(-1);
        assertArrayEquals(new float[] {1, 2, 0, 0}, floats(m.output(0, 0)),
                "buffer 2 holds one row; buffer 77 does not exist");
    }

    @Test
    void constantsChangedInPlaceAreSeenAfterConstantsChanged() {
        TestShader s = TestShader.frag().decl(OUT, 0, 0).decl(CONST, 0, 0);
        s.op(MOV, s.dst(OUT, 0), s.src(CONST, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        int[] words = constants(1, 2, 3, 4);
        m.bindConstantBuffer(0, words);
        m.run(-1);
        assertEquals(1f, f(m.output(0, 0)[0]));
        words[0] = bits(9);
        m.constantsChanged();
        m.run(-1);
        assertEquals(9f, f(m.output(0, 0)[0]));
    }

    @Test
    void immediatesIndexedIndirectly() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(ADDR, 0, 0).decl(OUT, 0, 0);
        s.immFloats(10, 0, 0, 0);
        s.immFloats(11, 0, 0, 0);
        s.immFloats(12, 0, 0, 0);
        s.op(ARL, s.dst(ADDR, 0).mask("x"), s.src(IN, 0).x());
        s.op(MOV, s.dst(OUT, 0), s.src(IMM, 0).indirect(ADDR, 0, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        Lanes.set(m.input(0, 0), 0, 2, 1, 3);
        m.run(-1);
        assertArrayEquals(new float[] {10, 12, 11, 0}, floats(m.output(0, 0)), "IMM[3] does not exist: 0");
    }

    @Test
    void geometryInputsAreTwoDimensional() {
        TestShader s = new TestShader(dev.tungsten.tgsi.Processor.GEOM).decl(IN, 0, 1).decl(OUT, 0, 0);
        s.property(dev.tungsten.tgsi.PropertyName.GS_INPUT_PRIMITIVE, dev.tungsten.tgsi.PrimitiveType.TRIANGLES.code());
        s.op(ADD, s.dst(OUT, 0), s.src(IN, 1).dim(2), s.src(IN, 0).dim(0));
        s.op(END);
        ExecProgram p = s.compile();
        assertEquals(3, p.inputVertexCount());
        ExecMachine m = p.newMachine(4);
        Lanes.set(m.input(2, 1, 0), 100);
        Lanes.set(m.input(0, 0, 0), 1, 2, 3, 4);
        m.run(-1);
        assertArrayEquals(new float[] {101, 102, 103, 104}, floats(m.output(0, 0)));
    }
}
