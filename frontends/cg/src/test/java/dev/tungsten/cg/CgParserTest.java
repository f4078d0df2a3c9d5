package dev.tungsten.cg;

import static dev.tungsten.cg.ParsedSource.show;
import static dev.tungsten.cg.ParsedSource.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.tungsten.cg.Ast.Qualifier;

/// Declarations and statements: globals, semantics, annotations, structs, interfaces,
/// typedefs, functions and their parameters, and every statement kind.
class CgParserTest {
    private static String semantics(List<Ast.Declarator> ds) {
        return ds.stream().map(d -> d.name() + ":" + (d.semantic() == null ? "-" : d.semantic().text()))
                .collect(Collectors.joining(" "));
    }

    @Test
    void globalsWithSeveralDeclaratorsSemanticsAndArrays() {
        ParsedSource p = ParsedSource.valid("""
                uniform float4x4 mvp : C0, tex : register(c4), lights[8] : BUFFER[3];
                static const float k = 2, table[2][3], unsized[] = {1, 2};
                float4 light : state.light[0].position;
                """);
        Ast.VarDecl first = (Ast.VarDecl) p.unit().decls().getFirst();
        assertEquals(List.of(Qualifier.UNIFORM), first.qualifiers());
        assertEquals("float4x4", type(first.type()));
        assertEquals("mvp:C0 tex:register(c4) lights:BUFFER[3]", semantics(first.declarators()));
        assertEquals("8", show(first.declarators().get(2).arrayDims().getFirst()));
        assertEquals("register(c4)", p.text(first.declarators().get(1).semantic().span()));
        Ast.VarDecl second = (Ast.VarDecl) p.unit().decls().get(1);
        assertEquals(List.of(Qualifier.STATIC, Qualifier.CONST), second.qualifiers());
        assertEquals("2, 3", second.declarators().get(1).arrayDims().stream().map(ParsedSource::show)
                .collect(Collectors.joining(", ")));
        assertEquals(Arrays.asList((Ast.Expr) null), second.declarators().get(2).arrayDims());
        assertEquals("{1, 2}", show(second.declarators().get(2).init()));
        assertEquals("table[2][3]", p.text(second.declarators().get(1).span()));
        Ast.VarDecl third = (Ast.VarDecl) p.unit().decls().get(2);
        assertEquals("state.light[0].position", third.declarators().getFirst().semantic().text());
    }

    @Test
    void annotationsAfterDeclaratorsAndFunctionHeadersAreKept() {
        ParsedSource p = ParsedSource.valid("""
                float4 diffuse : DIFFUSE < string UIName = "Diffuse " "color"; float UIMin = 0.0; > = {1, 1, 1, 1};
                texture decalTex < string ResourceName = "decal.png"; >;
                float4 main(float2 uv : TEXCOORD0) : COLOR < bool hidden = true; > { return diffuse; }
                """);
        Ast.Declarator d = ((Ast.VarDecl) p.unit().decls().getFirst()).declarators().getFirst();
        assertEquals("DIFFUSE", d.semantic().text());
        assertEquals(2, d.annotations().size());
        Ast.Annotation name = d.annotations().getFirst();
        assertEquals("string UIName = \"Diffuse color\"", type(name.type()) + " " + name.name() + " = " + show(name.value()));
        assertEquals("string UIName = \"Diffuse \" \"color\";", p.text(name.span()));
        assertEquals("{1, 1, 1, 1}", show(d.init()));
        Ast.VarDecl tex = (Ast.VarDecl) p.unit().decls().get(1);
        assertEquals("texture", type(tex.type()));
        Ast.FunctionDecl main = p.function("main");
        assertEquals("COLOR", main.returnSemantic().text());
        assertEquals("hidden", main.annotations().getFirst().name());
    }

    @Test
    void structsWithMemberSemanticsAndMethods() {
        ParsedSource p = ParsedSource.valid("""
                struct out_vertex {
                    float4 position : POSITION;
                    float2 t1, t2 : TEXCOORD1;
                    float4 color[2];
                };
                interface Light { float3 illuminate(float3 p, out float3 l); };
                struct Spot : Light {
                    float3 pos;
                    float3 illuminate(float3 p, out float3 l) { l = pos - p; return 1; }
                };
                """);
        Ast.StructDecl s = (Ast.StructDecl) p.unit().decls().getFirst();
        assertEquals("out_vertex", s.name());
        assertEquals("position:POSITION t1:- t2:TEXCOORD1 color:-", s.members().stream()
                .map(f -> f.name() + ":" + (f.semantic() == null ? "-" : f.semantic().text())).collect(Collectors.joining(" ")));
        assertEquals("float4 position : POSITION", p.text(s.members().getFirst().span()));
        assertEquals(1, s.members().get(3).arrayDims().size());
        Ast.InterfaceDecl light = (Ast.InterfaceDecl) p.unit().decls().get(1);
        assertEquals("illuminate", light.methods().getFirst().name());
        assertNull(light.methods().getFirst().body());
        Ast.StructDecl spot = (Ast.StructDecl) p.unit().decls().get(2);
        assertEquals("Light", spot.interfaceName());
        assertEquals(List.of(Qualifier.OUT), spot.methods().getFirst().params().get(1).qualifiers());
        assertEquals(2, spot.methods().getFirst().body().statements().size());
    }

    @Test
    void inlineAnonymousAndElaboratedStructsAndTypedefs() {
        ParsedSource p = ParsedSource.valid("""
                struct { float a; } anon;
                struct Pair { float2 a, b; } pair, pairs[2];
                struct Pair other;
                typedef struct { int n; } Counter;
                typedef float3 vec3, vec3s[2];
                vec3 v = (vec3)0;
                Counter c;
                """);
        Ast.VarDecl anon = (Ast.VarDecl) p.unit().decls().getFirst();
        assertNull(assertInstanceOf(Ast.StructType.class, anon.type()).decl().name());
        Ast.VarDecl pair = (Ast.VarDecl) p.unit().decls().get(1);
        assertEquals("struct Pair", type(pair.type()));
        assertEquals(2, pair.declarators().size());
        assertEquals("Pair", type(((Ast.VarDecl) p.unit().decls().get(2)).type()));
        Ast.TypedefDecl counter = (Ast.TypedefDecl) p.unit().decls().get(3);
        assertEquals("Counter", counter.name());
        assertInstanceOf(Ast.StructType.class, counter.type());
        assertEquals("vec3s", ((Ast.TypedefDecl) p.unit().decls().get(5)).name());
        assertEquals("((vec3)0)", show(p.initOf("v")));
    }

    @Test
    void constantBufferBlock() {
        ParsedSource p = ParsedSource.valid("uniform Material { float4 diffuse; float shininess; } material : BUFFER[0];");
        Ast.VarDecl v = (Ast.VarDecl) p.unit().decls().getFirst();
        Ast.StructDecl block = ((Ast.StructType) v.type()).decl();
        assertEquals("Material", block.name());
        assertEquals(2, block.members().size());
        assertEquals("material:BUFFER[0]", semantics(v.declarators()));
    }

    @Test
    void textureIsAnIdentifierOutsideTypePositions() {
        ParsedSource p = ParsedSource.valid("""
                struct input { float2 video_size; sampler2D texture : TEXUNIT0; };
                texture t;
                float4 lookup(const sampler2D texture, float2 uv) { return tex2D(texture, uv); }
                float4 main_fragment(uniform input IN, uniform input ORIG, float2 uv : TEXCOORD0) : COLOR
                {
                    float4 texture = tex2D(IN.texture, uv);
                    texture t2;
                    return texture + tex2D(ORIG.texture, uv) + lookup(IN.texture, uv);
                }
                """);
        Ast.StructDecl input = (Ast.StructDecl) p.unit().decls().getFirst();
        assertEquals("texture", input.members().get(1).name());
        assertEquals("texture", type(((Ast.VarDecl) p.unit().decls().get(1)).type()));
        assertEquals("texture", p.function("lookup").params().getFirst().name());
        List<Ast.Stmt> body = p.function("main_fragment").body().statements();
        assertEquals("texture", ((Ast.DeclStmt) body.get(0)).decl().declarators().getFirst().name());
        assertEquals("texture", type(((Ast.DeclStmt) body.get(1)).decl().type()));
        assertEquals("((texture + tex2D(ORIG.texture, uv)) + lookup(IN.texture, uv))",
                show(((Ast.Return) body.get(2)).value()));
    }

    @Test
    void functionsQualifiersParametersAndPrototypes() {
        ParsedSource p = ParsedSource.valid("""
                float4 shade(float3 n);
                inline static float4 shade(in float3 n, out float4 o : COLOR1, inout float a, in out float b,
                                           uniform sampler2D s : TEXUNIT2, const float k = 0.5, varying float4 c[2]) : COLOR
                { return 0; }
                extern float f(void);
                void g() {}
                """);
        Ast.FunctionDecl proto = (Ast.FunctionDecl) p.unit().decls().getFirst();
        assertNull(proto.body());
        Ast.FunctionDecl shade = (Ast.FunctionDecl) p.unit().decls().get(1);
        assertEquals(List.of(Qualifier.INLINE, Qualifier.STATIC), shade.qualifiers());
        assertEquals("[[IN], [OUT], [IN_OUT], [IN_OUT], [UNIFORM], [CONST], [VARYING]]",
                shade.params().stream().map(a -> a.qualifiers().toString()).toList().toString());
        assertEquals("COLOR1", shade.params().get(1).semantic().text());
        assertEquals("TEXUNIT2", shade.params().get(4).semantic().text());
        assertEquals("0.5", show(shade.params().get(5).init()));
        assertEquals(1, shade.params().get(6).arrayDims().size());
        assertEquals("COLOR", shade.returnSemantic().text());
        assertEquals("shade", p.text(shade.nameSpan()));
        assertEquals("uniform sampler2D s : TEXUNIT2", p.text(shade.params().get(4).span()));
        assertEquals(List.of(), ((Ast.FunctionDecl) p.unit().decls().get(2)).params());
        assertEquals(List.of(Qualifier.EXTERN), ((Ast.FunctionDecl) p.unit().decls().get(2)).qualifiers());
        assertEquals("void g() {}", p.text(p.function("g").span()));
    }

    @Test
    void genericTypes() {
        ParsedSource p = ParsedSource.valid("""
                vector<float, 4> v;
                matrix<float, 4, 4> m;
                float4 average(AttribArray<float4> a) { vector<half, 2> h = vector<half, 2>(0, 1); return a[0]; }
                """);
        assertEquals("vector<float,4>", type(((Ast.VarDecl) p.unit().decls().getFirst()).type()));
        Ast.GenericType m = (Ast.GenericType) ((Ast.VarDecl) p.unit().decls().get(1)).type();
        assertEquals("matrix", m.base());
        assertEquals(2, m.arguments().size());
        assertEquals("AttribArray<float4>", type(p.function("average").params().getFirst().type()));
        Ast.DeclStmt h = (Ast.DeclStmt) p.function("average").body().statements().getFirst();
        assertEquals("vector<half,2>", type(h.decl().type()));
        assertEquals("vector<half,2>(0, 1)", show(h.decl().declarators().getFirst().init()));
    }

    @Test
    void profileNamesBeforeFunctionsAreReadAndDropped() {
        ParsedSource p = ParsedSource.valid("""
                TRIANGLE void gs(AttribArray<float4> position : POSITION) { emitVertex(position[0] : POSITION); }
                gp5tep QUADS PATCH_16
                void main(in float2 uv : UV) {}
                struct S { float a; };
                gp4vp S make() { S s; return s; }
                """);
        assertEquals("void", type(p.function("gs").returnType()));
        assertEquals("emitVertex(position[0])",
                show(((Ast.ExprStmt) p.function("gs").body().statements().getFirst()).expr()));
        assertEquals("UV", p.function("main").params().getFirst().semantic().text());
        assertEquals("S", type(p.function("make").returnType()));
    }

    @Test
    void everyStatementKind() {
        ParsedSource p = ParsedSource.valid("""
                float4 main(float4 c : COLOR) : COLOR
                {
                    static const float3 w = float3(0.3, 0.6, 0.1);
                    const int n = 4;
                    struct Local { float a; };
                    typedef float2 pair;
                    Local l;
                    [precise] float x = 0, y;
                    if (c.a < 0.5) discard; else if (c.a > 2) { x = 1; } else x = 2;
                    for (int i = 0; i < n; i++) { if (i == 2) continue; x += i; }
                    for (;;) break;
                    while (x > 0) x--;
                    do { x++; } while (x < 10);
                    ;
                    {}
                    return c * x;
                }
                """);
        List<String> kinds = p.function("main").body().statements().stream().map(s -> s.getClass().getSimpleName()).toList();
        assertEquals(List.of("DeclStmt", "DeclStmt", "LocalTypeStmt", "LocalTypeStmt", "DeclStmt", "DeclStmt", "If",
                "For", "For", "While", "DoWhile", "Empty", "Block", "Return"), kinds);
        List<Ast.Stmt> body = p.function("main").body().statements();
        assertEquals(List.of(Qualifier.STATIC, Qualifier.CONST), ((Ast.DeclStmt) body.getFirst()).decl().qualifiers());
        Ast.If branch = (Ast.If) body.get(6);
        assertInstanceOf(Ast.Discard.class, branch.accept());
        assertInstanceOf(Ast.If.class, branch.reject());
        Ast.For loop = (Ast.For) body.get(7);
        assertInstanceOf(Ast.DeclStmt.class, loop.init());
        assertEquals("(i < n)", show(loop.condition()));
        Ast.For forever = (Ast.For) body.get(8);
        assertNull(forever.init());
        assertNull(forever.condition());
        assertInstanceOf(Ast.Break.class, forever.body());
        assertEquals("do { x++; } while (x < 10);", p.text(body.get(10).span()));
    }

    @Test
    void expressionStatementsThatStartWithATypeName() {
        ParsedSource p = ParsedSource.valid("struct S { float a; }; void f() { float4(1, 2, 3, 4).x; S s; S(s); }");
        List<Ast.Stmt> body = p.function("f").body().statements();
        assertInstanceOf(Ast.ExprStmt.class, body.getFirst());
        assertInstanceOf(Ast.DeclStmt.class, body.get(1));
        assertInstanceOf(Ast.ExprStmt.class, body.get(2));
    }
}
