package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiOpcode;

/// The builtin-function table ([Builtins]): every row is well formed (its TGSI expansions name
/// real opcodes with their operand counts and only the arguments the function has), and
/// overload resolution picks what WGSL's rules pick, with the conversion ranks of §15.7.1.
class BuiltinTableTest {
    private static final Set<String> PSEUDO_OPCODES = Set.of("DOT", "HADD", "HOR", "HADD4");
    private static final Pattern ARGUMENT = Pattern.compile("\\$(\\d)");

    private final Module m = new Module();
    private final Handle<Type> f32 = m.type(new TypeInner.ScalarType(Scalar.F32));
    private final Handle<Type> i32 = m.type(new TypeInner.ScalarType(Scalar.I32));
    private final Handle<Type> u32 = m.type(new TypeInner.ScalarType(Scalar.U32));
    private final Handle<Type> abstractInt = m.type(new TypeInner.ScalarType(Scalar.ABSTRACT_INT));
    private final Handle<Type> abstractFloat = m.type(new TypeInner.ScalarType(Scalar.ABSTRACT_FLOAT));

    private Handle<Type> vec(int n, Scalar s) {
        return m.type(new TypeInner.Vector(n, s));
    }

    private Handle<Type> mat(int columns, int rows) {
        return m.type(new TypeInner.Matrix(columns, rows, Scalar.F32));
    }

    /// The resolution of `fun` for `args`; the result structs of modf/frexp are not needed here.
    private Builtins.Resolution resolve(MathFunction fun, List<Handle<Type>> args) {
        return Builtins.resolve(m, fun, args, (f, a) -> null);
    }

    private String result(MathFunction fun, List<Handle<Type>> args) {
        Builtins.Resolution r = resolve(fun, args);
        return r == null ? null : TypePrinter.name(m, r.result());
    }

    private List<String> params(MathFunction fun, List<Handle<Type>> args) {
        return resolve(fun, args).params().stream().map(t -> TypePrinter.name(m, t)).toList();
    }

    @Test
    void everyFunctionHasARowWithItsArity() {
        for (MathFunction f : MathFunction.values()) {
            Builtins.Row row = Builtins.row(f);
            assertNotNull(row, f.name());
            assertEquals(f, row.fun());
            assertTrue(!row.signatures().isEmpty(), f.name());
            for (Builtins.Signature s : row.signatures()) {
                assertEquals(f.arity(), s.params().size(), f + " " + s);
            }
        }
    }

    @Test
    void everyExpansionNamesRealOpcodesWithTheirOperandCounts() {
        List<String> problems = new ArrayList<>();
        for (MathFunction f : MathFunction.values()) {
            Builtins.Row row = Builtins.row(f);
            for (String text : row.tgsi().values()) {
                if (text.equals("special")) {
                    continue;
                }
                for (String insn : text.split(";")) {
                    String s = insn.trim();
                    String name = s.substring(0, s.indexOf(' ')).replace("_SAT", "");
                    int operands = s.substring(s.indexOf(' ') + 1).replaceAll("\\([^)]*\\)", "()").split(",").length;
                    Matcher a = ARGUMENT.matcher(s);
                    while (a.find()) {
                        if (Integer.parseInt(a.group(1)) >= f.arity()) {
                            problems.add(f + ": `" + s + "` reads argument $" + a.group(1) + " of " + f.arity());
                        }
                    }
                    if (s.contains("$r1") && f != MathFunction.MODF && f != MathFunction.FREXP) {
                        problems.add(f + ": `" + s + "` writes a second result member");
                    }
                    if (PSEUDO_OPCODES.contains(name)) {
                        continue;
                    }
                    TgsiOpcode op = TgsiOpcode.forName(name);
                    if (op == null) {
                        problems.add(f + ": no opcode " + name);
                    } else if (op.numDst() + op.numSrc() != operands) {
                        problems.add(f + ": `" + s + "` has " + operands + " operands, " + op + " takes "
                                + (op.numDst() + op.numSrc()));
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void expansionsAreChosenByScalarKind() {
        Builtins.Row abs = Builtins.row(MathFunction.ABS);
        assertEquals("MOV $r, |$0|", abs.tgsi(ScalarKind.FLOAT));
        assertEquals("IABS $r, $0", abs.tgsi(ScalarKind.SINT));
        assertEquals("IABS $r, $0", abs.tgsi(ScalarKind.ABSTRACT_INT), "abstract ints use the signed row");
        assertEquals("MOV $r, $0", abs.tgsi(ScalarKind.UINT));
        assertNull(Builtins.row(MathFunction.SATURATE).tgsi(ScalarKind.SINT), "saturate has no integer form");
        assertEquals(Builtins.row(MathFunction.DOT).tgsi(ScalarKind.SINT), Builtins.row(MathFunction.DOT).tgsi(ScalarKind.UINT),
                "integer dot products share the `*` row");
        assertTrue(Builtins.row(MathFunction.SIN).componentWise());
        assertTrue(!Builtins.row(MathFunction.CROSS).componentWise());
    }

    @Test
    void conversionRanksFollowTheSpecTable() {
        assertEquals(0, AutoConversion.rank(Scalar.F32, Scalar.F32));
        assertEquals(1, AutoConversion.rank(Scalar.ABSTRACT_FLOAT, Scalar.F32));
        assertEquals(2, AutoConversion.rank(Scalar.ABSTRACT_FLOAT, Scalar.F16));
        assertEquals(3, AutoConversion.rank(Scalar.ABSTRACT_INT, Scalar.I32));
        assertEquals(4, AutoConversion.rank(Scalar.ABSTRACT_INT, Scalar.U32));
        assertEquals(5, AutoConversion.rank(Scalar.ABSTRACT_INT, Scalar.ABSTRACT_FLOAT));
        assertEquals(6, AutoConversion.rank(Scalar.ABSTRACT_INT, Scalar.F32));
        assertEquals(7, AutoConversion.rank(Scalar.ABSTRACT_INT, Scalar.F16));
        assertEquals(-1, AutoConversion.rank(Scalar.I32, Scalar.F32), "concrete types never convert implicitly");
        assertEquals(-1, AutoConversion.rank(Scalar.ABSTRACT_FLOAT, Scalar.I32), "floats never become integers");
        assertEquals(1, AutoConversion.rank(m, vec(3, Scalar.ABSTRACT_FLOAT), vec(3, Scalar.F32)));
        assertEquals(-1, AutoConversion.rank(m, vec(3, Scalar.ABSTRACT_FLOAT), vec(2, Scalar.F32)), "shapes must match");
    }

    @Test
    void concreteArgumentsPickTheirOwnOverload() {
        assertEquals("i32", result(MathFunction.ABS, List.of(i32)));
        assertEquals("u32", result(MathFunction.MAX, List.of(u32, u32)));
        assertEquals("vec3<f32>", result(MathFunction.CLAMP, List.of(vec(3, Scalar.F32), vec(3, Scalar.F32), vec(3, Scalar.F32))));
        assertNull(result(MathFunction.MAX, List.of(i32, u32)), "no implicit conversion between concrete types");
        assertNull(result(MathFunction.SQRT, List.of(i32)), "sqrt is for floats");
        assertNull(result(MathFunction.SIGN, List.of(u32)), "sign is for signed types");
    }

    @Test
    void abstractArgumentsConvertToTheCheapestOverload() {
        assertEquals(List.of("i32", "i32"), params(MathFunction.MIN, List.of(i32, abstractInt)));
        assertEquals(List.of("f32", "f32"), params(MathFunction.MIN, List.of(abstractInt, f32)));
        assertEquals("AbstractInt", result(MathFunction.MIN, List.of(abstractInt, abstractInt)), "stays abstract when it can");
        // sqrt has no integer overload: AbstractInt becomes AbstractFloat (rank 5) rather than f32 (rank 6).
        assertEquals("AbstractFloat", result(MathFunction.SQRT, List.of(abstractInt)));
        assertEquals("i32", result(MathFunction.COUNT_ONE_BITS, List.of(abstractInt)), "concrete integers only: i32 ranks first");
        assertEquals(List.of("vec4<f32>"), params(MathFunction.PACK4X8UNORM, List.of(vec(4, Scalar.ABSTRACT_FLOAT))));
    }

    @Test
    void shapeConstraintsRestrictTheGenericType() {
        Handle<Type> v2 = vec(2, Scalar.F32);
        Handle<Type> v3 = vec(3, Scalar.F32);
        assertEquals("vec3<f32>", result(MathFunction.CROSS, List.of(v3, v3)));
        assertNull(result(MathFunction.CROSS, List.of(v2, v2)), "cross is for three components");
        assertEquals("f32", result(MathFunction.DOT, List.of(v2, v2)));
        assertEquals("i32", result(MathFunction.DOT, List.of(vec(3, Scalar.I32), vec(3, Scalar.I32))));
        assertNull(result(MathFunction.DOT, List.of(f32, f32)), "dot is for vectors");
        assertNull(result(MathFunction.NORMALIZE, List.of(f32)));
        assertEquals("f32", result(MathFunction.LENGTH, List.of(f32)));
        assertEquals("f32", result(MathFunction.DETERMINANT, List.of(mat(3, 3))));
        assertNull(result(MathFunction.DETERMINANT, List.of(mat(2, 3))), "determinant needs a square matrix");
        assertEquals("mat3x2<f32>", result(MathFunction.TRANSPOSE, List.of(mat(2, 3))));
    }

    @Test
    void mixAndLdexpHaveMixedShapeSignatures() {
        Handle<Type> v3 = vec(3, Scalar.F32);
        assertEquals(List.of("vec3<f32>", "vec3<f32>", "f32"), params(MathFunction.MIX, List.of(v3, v3, f32)),
                "mix(T, T, S) takes a scalar blend factor");
        assertEquals(List.of("vec3<f32>", "vec3<f32>", "vec3<f32>"), params(MathFunction.MIX, List.of(v3, v3, v3)));
        assertEquals(List.of("vec2<f32>", "vec2<i32>"), params(MathFunction.LDEXP, List.of(vec(2, Scalar.F32), vec(2, Scalar.I32))));
        assertNull(resolve(MathFunction.LDEXP, List.of(vec(2, Scalar.F32), i32)), "the exponent has T's shape");
        assertEquals(List.of("f32", "i32"), params(MathFunction.LDEXP, List.of(f32, abstractInt)));
        assertEquals(List.of("AbstractFloat", "AbstractInt"), params(MathFunction.LDEXP, List.of(abstractFloat, abstractInt)));
    }

    @Test
    void cgLibraryRowsHaveCgsSignatures() {
        Handle<Type> v3 = vec(3, Scalar.F32);
        assertEquals("vec3<f32>", result(MathFunction.LOG10, List.of(v3)));
        assertEquals("AbstractFloat", result(MathFunction.LOG10, List.of(abstractInt)));
        assertNull(result(MathFunction.LOG10, List.of(i32)), "log10 is for floats");
        assertEquals("vec3<f32>", result(MathFunction.FMOD, List.of(v3, v3)));
        assertEquals(List.of("f32", "f32"), params(MathFunction.FMOD, List.of(f32, abstractFloat)));
        assertNull(result(MathFunction.FMOD, List.of(v3, f32)), "fmod's operands have one shape");
        assertEquals("vec4<f32>", result(MathFunction.LIT, List.of(f32, f32, f32)));
        assertEquals(List.of("f32", "f32", "f32"), params(MathFunction.LIT, List.of(f32, abstractFloat, abstractInt)));
        assertNull(result(MathFunction.LIT, List.of(v3, f32, f32)), "lit takes scalar dot products");
        assertTrue(Builtins.row(MathFunction.LOG10).componentWise());
        assertTrue(Builtins.row(MathFunction.FMOD).componentWise());
        assertTrue(!Builtins.row(MathFunction.LIT).componentWise());
        assertTrue(!Builtins.row(MathFunction.LIT).tgsi(ScalarKind.FLOAT).contains("LIT"),
                "TGSI's LIT clamps the exponent and lights NdotH <= 0; Cg's lit does neither");
    }
}
