export { Step5Panel, type Step5PanelProps } from './Step5Panel.tsx'
