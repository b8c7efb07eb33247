import { Body1, Button, Caption1, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import cytoscape from 'cytoscape';
import type { Core } from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { RelationshipGraphPageChainQuery } from '../../../__generated__/RelationshipGraphPageChainQuery.graphql';
import type { RelationKind, RelationshipGraphPageExpandQuery } from '../../../__generated__/RelationshipGraphPageExpandQuery.graphql';
import type { RelationshipGraphPageFindQuery } from '../../../__generated__/RelationshipGraphPageFindQuery.graphql';
import type { RelationshipGraphPageQuery } from '../../../__generated__/RelationshipGraphPageQuery.graphql';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { useLocalisedPath } from '../../../shared/locale/useLocalisedPath.ts';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import type { cytoscapeElementsFragment$key } from '../../../__generated__/cytoscapeElementsFragment.graphql';
import { elementsOf } from './cytoscapeElements.ts';

const relationKinds: RelationKind[] = ['ROLE', 'SHAREHOLDING', 'SUBSIDIARY'];
/** Force-directed layout (built into cytoscape), spread wide enough for Persian labels to stay legible. */
const coseLayout = { name: 'cose', animate: false, nodeRepulsion: () => 900_000, idealEdgeLength: () => 140, padding: 30 } as const;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end', marginBlockEnd: tokens.spacingVerticalM },
  canvas: {
    position: 'relative',
    overflow: 'hidden',
    height: '560px',
    // Cytoscape leaves its layers at their static position; pin them to the box (logical side: the box is LTR).
    '& canvas': { insetInlineStart: 0, top: 0 },
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  status: { display: 'block', marginBlock: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
});

/** People and companies around an entity: zoom, pan, expand a node, filter links, open an entity, find a chain. */
export function RelationshipGraphPage({ queryRef }: { queryRef: PreloadedQuery<RelationshipGraphPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const environment = useRelayEnvironment();
  const { relationshipGraph } = usePreloadedQuery<RelationshipGraphPageQuery>(
    graphql`
      query RelationshipGraphPageQuery($entity: ID!, $depth: Int!) {
        relationshipGraph(entity: $entity, depth: $depth, limitPerHop: 25) {
          depthLimit
          ...cytoscapeElementsFragment
        }
      }
    `,
    queryRef,
  );
  const initial = relationshipGraph ? elementsOf(relationshipGraph, (role) => intl.formatMessage({ id: `business.role.${role}` })) : null;
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const [selected, setSelected] = useState<{ id: string; label: string; type: string } | null>(null);
  const [visibleKinds, setVisibleKinds] = useState<Set<RelationKind>>(() => new Set(relationKinds));
  const [nodeCount, setNodeCount] = useState(0);
  const [chainTarget, setChainTarget] = useState('');
  const [chainStatus, setChainStatus] = useState<string | null>(null);
  const roleLabel = (role: string) => intl.formatMessage({ id: `business.role.${role}` });

  useEffect(() => {
    if (!container.current || !initial) return undefined;
    const instance = cytoscape({
      container: container.current,
      elements: initial.elements,
      style: [
        {
          selector: 'node',
          style: {
            label: 'data(label)',
            'font-family': 'Vazirmatn, sans-serif',
            'font-size': 10,
            'text-wrap': 'ellipsis',
            'text-max-width': '120px',
            'text-valign': 'bottom',
            'text-margin-y': 4,
            width: 26,
            height: 26,
          },
        },
        { selector: 'node[type = "COMPANY"]', style: { 'background-color': '#0f6cbd', shape: 'round-rectangle' } },
        { selector: 'node[type = "PERSON"]', style: { 'background-color': '#e97548', shape: 'ellipse' } },
        { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#107c10' } },
        { selector: '.chain', style: { 'line-color': '#107c10', 'target-arrow-color': '#107c10', 'border-width': 4, 'border-color': '#107c10', width: 4 } },
        {
          selector: 'edge',
          style: {
            width: 1.5,
            'line-color': '#a0a0a0',
            'curve-style': 'bezier',
            'target-arrow-shape': 'triangle',
            'target-arrow-color': '#a0a0a0',
            label: 'data(label)',
            'font-family': 'Vazirmatn, sans-serif',
            'font-size': 8,
            color: '#616161',
          },
        },
        { selector: 'edge[kind = "SUBSIDIARY"]', style: { 'line-color': '#8764b8', 'target-arrow-color': '#8764b8', width: 3 } },
        { selector: 'edge[kind = "SHAREHOLDING"]', style: { 'line-color': '#8764b8', 'target-arrow-color': '#8764b8', 'line-style': 'dashed' } },
      ],
      layout: coseLayout,
    });
    instance.on('select', 'node', (event) => setSelected({ id: event.target.id(), label: event.target.data('label'), type: event.target.data('type') }));
    instance.on('unselect', 'node', () => setSelected(null));
    instance.on('dbltap', 'node', (event) => {
      const type = event.target.data('type') === 'COMPANY' ? 'company' : 'person';
      navigate(localise(`/${type}/${event.target.id()}`));
    });
    cy.current = instance;
    setNodeCount(instance.nodes().length);
    // Cytoscape measures its box once; refit whenever the box gets its real size (after the route's first paint, on resize).
    const observer = new ResizeObserver(() => {
      instance.resize();
      instance.fit(undefined, 30);
    });
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      instance.destroy();
    };
    // The graph is built once per loaded query; later changes go through the cytoscape instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [relationshipGraph]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    instance.edges().forEach((edge) => {
      edge.style('display', visibleKinds.has(edge.data('kind') as RelationKind) ? 'element' : 'none');
    });
  }, [visibleKinds]);

  const addToGraph = (graph: cytoscapeElementsFragment$key) => {
    const instance = cy.current;
    const added = elementsOf(graph, roleLabel);
    if (!instance) return added;
    instance.add(added.elements.filter((element) => instance.getElementById(String(element.data.id)).empty()));
    instance.layout(coseLayout).run();
    setNodeCount(instance.nodes().length);
    return added;
  };

  const expand = async () => {
    if (!selected) return;
    const result = await fetchQuery<RelationshipGraphPageExpandQuery>(
      environment,
      graphql`
        query RelationshipGraphPageExpandQuery($entity: ID!, $relations: [RelationKind!]) {
          relationshipGraph(entity: $entity, depth: 1, limitPerHop: 25, relations: $relations) {
            ...cytoscapeElementsFragment
          }
        }
      `,
      { entity: selected.id, relations: [...visibleKinds] },
    ).toPromise();
    if (result?.relationshipGraph) addToGraph(result.relationshipGraph);
  };

  const findChain = async () => {
    const from = selected?.id ?? initial?.root?.id;
    if (!from || chainTarget.trim() === '') return;
    const found = await fetchQuery<RelationshipGraphPageFindQuery>(
      environment,
      graphql`
        query RelationshipGraphPageFindQuery($text: String!) {
          search(text: $text, type: ALL, first: 1) {
            edges {
              node {
                title
                company {
                  id
                }
                person {
                  id
                }
              }
            }
          }
        }
      `,
      { text: chainTarget.trim() },
    ).toPromise();
    const hit = found?.search.edges[0]?.node;
    const to = hit?.person?.id ?? hit?.company?.id;
    if (!hit || !to) {
      setChainStatus(intl.formatMessage({ id: 'business.graph.chainTargetMissing' }));
      return;
    }
    const result = await fetchQuery<RelationshipGraphPageChainQuery>(
      environment,
      graphql`
        query RelationshipGraphPageChainQuery($from: ID!, $to: ID!, $relations: [RelationKind!]) {
          relationshipChain(from: $from, to: $to, relations: $relations) {
            ...cytoscapeElementsFragment
          }
        }
      `,
      { from, to, relations: [...visibleKinds] },
    ).toPromise();
    const chain = result?.relationshipChain;
    if (!chain) {
      setChainStatus(intl.formatMessage({ id: 'business.graph.chainNone' }));
      return;
    }
    const added = addToGraph(chain);
    const instance = cy.current;
    instance?.elements().removeClass('chain');
    for (const id of added.ids) instance?.getElementById(id).addClass('chain');
    const links = added.elements.filter((element) => element.group === 'edges').length;
    setChainStatus(intl.formatMessage({ id: 'business.graph.chainFound' }, { links: formatNumber(locale, links), target: hit.title }));
  };

  if (!relationshipGraph) {
    return (
      <PageContainer>
        <PageHeader title={intl.formatMessage({ id: 'business.graph.notFound' })} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.graph.title' }, { name: initial?.root?.label ?? '' })}
        subtitle={<FormattedMessage id="business.graph.subtitle" values={{ depth: formatNumber(locale, relationshipGraph.depthLimit) }} />}
      />
      <div className={styles.toolbar}>
        {relationKinds.map((kind) => (
          <Checkbox
            key={kind}
            label={intl.formatMessage({ id: `business.graph.relation.${kind}` })}
            checked={visibleKinds.has(kind)}
            onChange={(_, { checked }) => {
              const next = new Set(visibleKinds);
              if (checked) next.add(kind);
              else next.delete(kind);
              setVisibleKinds(next);
            }}
          />
        ))}
        <Button disabled={!selected} onClick={() => void expand()}>
          <FormattedMessage id="business.graph.expand" />
        </Button>
        <Button
          disabled={!selected}
          onClick={() => selected && navigate(localise(`/${selected.type === 'COMPANY' ? 'company' : 'person'}/${selected.id}`))}
        >
          <FormattedMessage id="business.graph.open" />
        </Button>
        <Field label={intl.formatMessage({ id: 'business.graph.chainTarget' })}>
          <Input value={chainTarget} onChange={(_, { value }) => setChainTarget(value)} />
        </Field>
        <Button appearance="primary" onClick={() => void findChain()}>
          <FormattedMessage id="business.graph.findChain" />
        </Button>
      </div>
      <Caption1 className={styles.status} role="status" data-testid="graph-status">
        <FormattedMessage id="business.graph.count" values={{ count: formatNumber(locale, nodeCount), nodes: nodeCount }} />
        {selected ? <> · {selected.label}</> : null}
        {chainStatus ? <> · {chainStatus}</> : null}
      </Caption1>
      <div ref={container} className={styles.canvas} data-testid="graph-canvas" dir="ltr" />
      <Body1>
        <FormattedMessage id="business.graph.help" />
      </Body1>
    </PageContainer>
  );
}
